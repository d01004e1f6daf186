// What tooling/bench/first-interaction.ts runs inside the page: each function is sent to the page on its own
// (Playwright serializes it), so none may use anything from outside its body.

/** The visitor's first interaction with an island: what the bench does, and what answers it. */
export type AnswerKind = 'next' | 'swipe' | 'type' | 'play';
/** What a run measured: from the first tap to the frame that showed the answer, and the longest event meanwhile. */
export type Answer = {
  ms: number;
  longestEvent: number;
  longestEventName: string;
  correct: boolean;
  note: string;
  /** Whether React had the island (hydrated, or hydrating) when the visitor jumped to it. */
  hydratedAtJump: boolean;
};
type Args = { kind: AnswerKind; typed: string };
type Watch = {
  hydratedAtJump: boolean;
  /** When the page's last long task (over 50 ms) ended. */
  lastLongTask: number;
  armed: boolean;
  tap: number;
  answeredAt: number;
  events: { name: string; start: number; duration: number }[];
  check?: () => boolean;
};

export const answerWatch = {
  /** Before the page loads: records the page's long tasks, its Event Timing entries and the first pointerdown once armed. */
  observe: () => {
    const watch: Watch = { hydratedAtJump: false, lastLongTask: 0, armed: false, tap: NaN, answeredAt: NaN, events: [] };
    Object.assign(window, { __firstAnswer: watch });
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) watch.lastLongTask = Math.max(watch.lastLongTask, task.startTime + task.duration);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watch.events.push({ name: entry.name, start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    addEventListener(
      'pointerdown',
      (event) => {
        if (watch.armed && Number.isNaN(watch.tap)) watch.tap = event.timeStamp;
      },
      { capture: true, passive: true },
    );
  },

  /**
   * Jumps straight to the island (no smooth scroll), arms the watch and starts looking, every frame, for the answer;
   * gives where the visitor's finger goes, in the viewport's coordinates.
   */
  jump: ({ kind, typed }: Args): { x: number; y: number; width: number } => {
    const watch = (window as unknown as { __firstAnswer: Watch }).__firstAnswer;
    const island = document.querySelector(
      `[data-island="${kind === 'type' ? 'request-form' : kind === 'play' ? 'demo-video' : 'sector-carousel'}"]`,
    );
    if (!island) throw new Error(`no island for ${kind} on ${location.pathname}`);
    const focus =
      kind === 'type'
        ? island.querySelector<HTMLInputElement>('form input:not([type="hidden"])')
        : kind === 'play'
          ? island.querySelector('a')
          : island.querySelector('.mantine-Carousel-viewport');
    if (!focus) throw new Error(`nothing to act on for ${kind}`);
    const root = island.querySelector('[data-island-root]');
    watch.hydratedAtJump = Object.keys(root ?? {}).some((key) => key.startsWith('__reactContainer'));
    focus.scrollIntoView({ block: 'center', behavior: 'instant' });
    const firstSlide = island.querySelector('.mantine-Carousel-slide');
    const startX = firstSlide?.getBoundingClientRect().x ?? 0;
    const name = focus.getAttribute('name');
    watch.check = {
      next: () => Math.abs((firstSlide?.getBoundingClientRect().x ?? startX) - startX) > 2,
      swipe: () => Math.abs((firstSlide?.getBoundingClientRect().x ?? startX) - startX) > 2,
      type: () => {
        const field = island.querySelector<HTMLInputElement>(`input[name="${name}"]`);
        return Boolean(field?.form?.noValidate && field.value && typed.startsWith(field.value));
      },
      play: () => Boolean(island.querySelector('video')?.controls),
    }[kind];
    const look = (time: number) => {
      if (watch.check?.()) watch.answeredAt = time;
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
    watch.armed = true;
    const box = (kind === 'next' ? island.querySelector('button[data-type="next"]') : focus)?.getBoundingClientRect();
    if (!box) throw new Error(`no target for ${kind}`);
    return kind === 'swipe'
      ? { x: box.x + box.width / 2, y: box.y + box.height / 4, width: box.width }
      : { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
  },

  /** How long the page's main thread has gone without a long task. */
  sinceLongTask: (): number => performance.now() - (window as unknown as { __firstAnswer: Watch }).__firstAnswer.lastLongTask,

  answered: (): boolean => {
    return !Number.isNaN((window as unknown as { __firstAnswer: Watch }).__firstAnswer.answeredAt);
  },

  /** The run's figures, once the page has settled; `correct` says whether the answer is the one expected. */
  read: ({ kind, typed }: Args): Answer => {
    const watch = (window as unknown as { __firstAnswer: Watch }).__firstAnswer;
    const after = watch.events.filter((event) => event.start >= watch.tap - 1);
    const longest = after.reduce((most, event) => (event.duration > most.duration ? event : most), { name: '', duration: 0 });
    let correct = false;
    let note = '';
    if (kind === 'type') {
      const field = document.querySelector<HTMLInputElement>('[data-island="request-form"] form input:not([type="hidden"])');
      correct = Boolean(field?.form?.noValidate && field.value === typed);
      if (!correct) note = `the field holds « ${field?.value ?? ''} », scripted: ${String(field?.form?.noValidate)}`;
    } else if (kind === 'play') {
      correct = Boolean(document.querySelector<HTMLVideoElement>('[data-island="demo-video"] video')?.controls);
      if (!correct) note = 'no player';
    } else {
      const island = document.querySelector('[data-island="sector-carousel"]');
      const statuses = [...(island?.querySelectorAll('[role="status"]') ?? [])];
      const said = Number(/\d+/.exec(statuses.at(-1)?.textContent ?? '')?.[0]);
      const viewport = island?.querySelector('.mantine-Carousel-viewport')?.getBoundingClientRect();
      const second = island?.querySelectorAll('.mantine-Carousel-slide')[1]?.getBoundingClientRect();
      const shown = Boolean(viewport && second && Math.abs(second.x - viewport.x) < 2);
      correct = said === 2 && shown;
      if (!correct) note = `on slide ${said} (second slide in view: ${String(shown)})`;
    }
    return {
      ms: watch.answeredAt - watch.tap,
      longestEvent: longest.duration,
      longestEventName: longest.name,
      correct,
      note,
      hydratedAtJump: watch.hydratedAtJump,
    };
  },
};
