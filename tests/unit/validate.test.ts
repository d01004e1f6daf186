import { describe, expect, test } from 'vitest';
import { requestPage } from '~/content';
import { buildPayload, cleanStepOne } from '~/request/payload';
import { isEmail, isFilled, isFrenchPhone, stepOneError } from '~/request/validate';
import { FRENCH_PHONE_PATTERN } from '../../schema/phone.ts';
import { emptyValues } from '~/request/values';

const rules = requestPage();
const { limits } = rules;

const filled = { ...emptyValues(), nom: 'Martin', prenom: 'Claire', entreprise: 'Pharmacie du Centre', email: 'claire@exemple.fr' };

describe('French phone rule', () => {
  test.each([
    '0612345678',
    '06 12 34 56 78',
    '06.12.34.56.78',
    '06-12-34-56-78',
    '+33612345678',
    '+33 6 12 34 56 78',
    '0033612345678',
    '0033 1 23 45 67 89',
    '01 84 60 27 45',
  ])('accepts %s', (phone) => expect(isFrenchPhone(phone)).toBe(true));

  test.each([
    '0012345678', // 0 then 0: the first digit must be 1 to 9
    '061234567', // one digit short
    '06123456789', // one digit too many
    '+44 6 12 34 56 78', // not France
    '+330612345678', // +33 then 0
    '06 12 34 56 7a', // a letter
    '06/12/34/56/78', // slashes are not separators
    '612345678', // no prefix
    '33 6 12 34 56 78', // + missing
    '', // empty is not a phone number
  ])('refuses %s', (phone) => expect(isFrenchPhone(phone)).toBe(false));
});

describe('e-mail rule', () => {
  test.each(['claire@exemple.fr', 'c.martin+devis@pharmacie-centre.co.uk', 'a@b.io'])('accepts %s', (email) =>
    expect(isEmail(email)).toBe(true),
  );
  test.each([
    'claire',
    'claire@',
    '@exemple.fr',
    'claire@exemple',
    'claire martin@exemple.fr',
    '<claire@exemple.fr>',
    'claire@exem<ple.fr',
    `${'a'.repeat(245)}@exemple.fr`,
  ])('refuses %s', (email) => expect(isEmail(email)).toBe(false));
  test('accepts exactly 254 characters', () => {
    const email = `${'a'.repeat(242)}@exemple.fr`;
    expect(email).toHaveLength(253);
    expect(isEmail(`a${email}`)).toBe(true);
  });
});

describe('step 1', () => {
  test('requires nom, prenom, entreprise and email', () => {
    expect(isFilled(filled)).toBe(true);
    for (const field of ['nom', 'prenom', 'entreprise', 'email'] as const) {
      expect(isFilled({ ...filled, [field]: '  ' })).toBe(false);
      expect(stepOneError({ ...filled, [field]: '' })).toBe('required');
    }
  });

  test('checks the e-mail, then the phone only when given', () => {
    expect(stepOneError({ ...filled, email: 'claire' })).toBe('email');
    expect(stepOneError({ ...filled, telephone: '12' })).toBe('telephone');
    expect(stepOneError({ ...filled, telephone: '' })).toBeNull();
    expect(stepOneError({ ...filled, telephone: '06 12 34 56 78' })).toBeNull();
  });
});

describe('step 1 on cleaned values', () => {
  test('markup alone is an empty field', () => {
    for (const field of ['nom', 'prenom', 'entreprise', 'email'] as const) {
      const typed = { ...filled, [field]: '<b></b>' };
      expect(isFilled(typed)).toBe(true);
      expect(isFilled(cleanStepOne(typed, limits))).toBe(false);
      expect(stepOneError(cleanStepOne(typed, limits))).toBe('required');
    }
  });

  test('the e-mail and the phone are judged as they will be sent', () => {
    expect(stepOneError(cleanStepOne({ ...filled, email: '<i>claire</i>@exemple.fr' }, limits))).toBeNull();
    expect(stepOneError(cleanStepOne({ ...filled, email: 'javascript:claire@exemple' }, limits))).toBe('email');
    expect(stepOneError(cleanStepOne({ ...filled, telephone: '<b>06 12 34 56 78</b>' }, limits))).toBeNull();
    expect(stepOneError(cleanStepOne({ ...filled, telephone: '<06 12 34 56 78' }, limits))).toBe('telephone');
  });

  test('the payload about to be posted is judged by the same rules', () => {
    expect(stepOneError(buildPayload(filled, rules))).toBeNull();
    expect(stepOneError(buildPayload({ ...filled, email: 'x' }, rules))).toBe('email');
    expect(stepOneError(buildPayload({ ...filled, nom: '<script>Martin</script>' }, rules))).toBe('required');
  });
});

describe('the French phone rule as an HTML pattern', () => {
  test('compiles with the v flag browsers use for pattern', () => {
    expect(() => new RegExp(`^(?:${FRENCH_PHONE_PATTERN})$`, 'v')).not.toThrow();
  });
});
