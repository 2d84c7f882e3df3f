// http_ece (the Web Push payload encoding, RFC 8188) ships no types; only decrypt is used, by the test push endpoint.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: { decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer };
  export default ece;
}
