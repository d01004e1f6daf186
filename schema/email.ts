// The site's own e-mail address, written once in site.yaml: the footer's and the legal pages' mailto: links are made
// from it. An allowlist of what such an address holds, not the visitor's looser rule of the request form.

/** A name of letters, digits and . _ % + -, then @, then a domain of two labels or more: contact@exemple.fr. */
const EMAIL_ADDRESS = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** Whether `value` is an e-mail address a mailto: link can lead to. */
export const isEmailAddress = (value: string) => value.length <= 254 && EMAIL_ADDRESS.test(value);
