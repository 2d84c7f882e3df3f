import { dictionary } from '@zxcvbn-ts/language-common';
import { addCommonPasswords } from '@tend/contracts/password-rule';

let loaded = false;

/**
 * Adds the ~49k common and breached passwords of @zxcvbn-ts/language-common (ranked from public
 * breach corpora) to the password rule, once per process: the server's checks use the full list,
 * the browser keeps the small seed.
 */
export function loadCommonPasswords(): void {
  if (loaded) return;
  addCommonPasswords(dictionary['passwords-common']);
  loaded = true;
}
