const DANGEROUS = [
  /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, // script blocks with their content
  /<[^>]*>/g, // any markup tag
  /<(?=[a-z/!?])/gi, // an unclosed tag opener left behind
  /javascript\s*:/gi,
  /vbscript\s*:/gi,
  /data\s*:/gi,
  /\bon[a-z]+\s*=/gi, // inline event handlers: onclick=, onerror= ...
];

/** Strips markup, script blocks, dangerous schemes and handlers until none is left, then cuts and trims. */
export function sanitize(value: string, maxLength: number): string {
  let current = value;
  let previous: string;
  do {
    previous = current;
    for (const pattern of DANGEROUS) current = current.replace(pattern, '');
  } while (current !== previous);
  return current.slice(0, maxLength).trim();
}
