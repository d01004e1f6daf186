import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/ActionIcon.css';
import { Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import type { RequestContent } from '~/content';
import { field } from '~/ui/field';
import { draftStore } from './draft';
import { requestMailto } from './mailto';
import { buildPayload, cleanStepOne } from './payload';
import { RequestFallback } from './RequestFallback';
import { StepOne } from './StepOne';
import { StepTwo } from './StepTwo';
import { toaster } from './toast';
import { typedBeforeHydration } from './typedEarly';
import { useRequestSubmit } from './useRequestSubmit';
import { useScripted } from './useScripted';
import { isFilled, stepOneError } from './validate';
import { emptyValues, type RequestValues } from './values';
import classes from './RequestForm.module.css';

/** How the agency is reached without the form: its phone number and e-mail address, from site.yaml. */
export type Contact = { phone: string; email: string };
export type RequestFormProps = { page: RequestContent; endpoint: string; timeoutMs: number; contact: Contact };

/**
 * The request form, HTML first. Prerendered (and while React hydrates it), it is a plain form that posts to the form
 * service with both steps shown and the browser's own checks. Once the script runs it, the same form shows one step
 * at a time and sends JSON, with the toasts, the cleaning, the throttle and the draft.
 */
export function RequestForm({ page, endpoint, timeoutMs, contact }: RequestFormProps) {
  const { messages, limits, maxLinks } = page;
  const [scripted, takeOver] = useScripted();
  const [step, setStep] = useState(0);
  const form = useForm<RequestValues>({ mode: 'controlled', initialValues: emptyValues() });
  const { values } = form;
  const stepTwo = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);

  /**
   * The script takes the form over at the visitor's first move in it (the form hydrates as soon as the page is idle,
   * and stays the HTML form until then). A visitor already in step 2 of the HTML form (the focus there) stays there
   * if step 1's rules are met.
   */
  const takeOverAt = (stepOneValues: RequestValues, draftStep = 0) => {
    const inStepTwo = stepTwo.current?.contains(document.activeElement) ?? false;
    const stepOneMet = stepOneError(cleanStepOne(stepOneValues, limits)) === null;
    takeOver(() => setStep(draftStep === 1 || (inStepTwo && stepOneMet) ? 1 : 0));
  };

  // Once, after hydration (so the prerendered HTML and the first render agree; localStorage and the focus only exist
  // then): restores the draft with what the visitor typed while the script loaded. React keeps a field's text as typed
  // when it hydrates it, but the form's state starts empty: what was typed while the script arrived is saved right
  // before hydration (src/islands/registry.ts), and read from the fields here too. A waiting draft, or a visitor
  // already in the form, has the script take it over at once.
  useEffect(() => {
    const draft = draftStore.read({ limits, maxLinks });
    const typed = formElement.current ? typedBeforeHydration(formElement.current) : {};
    const restored = { ...(draft?.values ?? emptyValues()), ...typed };
    if (draft || Object.keys(typed).length) form.setValues(restored);
    if (draft || formElement.current?.contains(document.activeElement)) takeOverAt(restored, draft?.step);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);

  useEffect(() => draftStore.write({ values, step }), [values, step]);

  // Step 1's rules judge the values as they will be sent: `<b></b>` as a name is an empty name.
  const stepOne = cleanStepOne(values, limits);
  const next = () => {
    const error = stepOneError(stepOne);
    if (error) toaster(page.toastClose)(messages[error]);
    else setStep(1);
  };

  const { sending, failed, submit } = useRequestSubmit(values, {
    page,
    endpoint,
    timeoutMs,
    onStepOneError: () => setStep(0),
    onSent: () => {
      form.setValues(emptyValues());
      draftStore.clear();
      setStep(0);
    },
  });

  return (
    <>
      {/* Until the script runs it (the server's render, hydration), no submit handler: a submit then is the browser's
          own POST of the fields below, and once the handler is there it is the JSON send. Never both, never neither. */}
      <form
        ref={formElement}
        action={endpoint}
        method="post"
        noValidate={scripted}
        onSubmit={scripted ? submit : undefined}
        onFocusCapture={scripted ? undefined : () => takeOverAt(values)}
        className={classes.form}
      >
        <input type="hidden" name="_subject" value={page.subjectPrefix} />
        <Stepper
          active={step}
          onStepClick={(i) => i < step && setStep(i)}
          allowNextStepsSelect={false}
          wrap={false}
          size="sm"
          className={classes.stepper}
        >
          {page.steps.map((s) => (
            <Stepper.Step key={s.label} label={s.label} description={s.description} />
          ))}
        </Stepper>
        <Text size="sm" c="dimmed" mb="md" {...field(page, 'requiredHint')}>
          {page.requiredHint}
        </Text>
        <noscript>
          <Text size="sm" mb="md" className={classes.noScript}>
            {page.noScript}
          </Text>
        </noscript>
        {(!scripted || step === 0) && (
          <StepOne form={form} page={page} onNext={scripted ? next : undefined} canContinue={isFilled(stepOne)} />
        )}
        {(!scripted || step === 1) && (
          <StepTwo ref={stepTwo} form={form} page={page} scripted={scripted} sending={sending} onBack={() => setStep(0)} />
        )}
      </form>
      {failed && (
        <RequestFallback
          fallback={page.fallback}
          phone={contact.phone}
          mailto={requestMailto(contact.email, buildPayload(values, page), page)}
        />
      )}
    </>
  );
}
