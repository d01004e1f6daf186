import corpus from './fixtures/ordinary-text.json';

/** What people write in the request form: names, companies, e-mails, phones, URLs and messages that must arrive unchanged. */
export const ORDINARY = corpus;

export const ordinaryEntries: string[] = Object.values(corpus).flat();
