import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** An encrypted `resource` of a WeChat Pay notification (AEAD_AES_256_GCM). */
export interface EncryptedResource {
  /** base64 of ciphertext followed by the 16-byte authentication tag */
  ciphertext: string;
  /** 12 characters, used as the IV bytes */
  nonce: string;
  /** may be empty */
  associated_data?: string;
}

const TAG_BYTES = 16;

function keyBytes(apiV3Key: string): Buffer {
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('the APIv3 key must be 32 bytes');
  return key;
}

/** AEAD_AES_256_GCM decryption with the APIv3 key (RFC 5116); throws when the tag does not match. */
export function decryptResource(apiV3Key: string, r: EncryptedResource): string {
  const data = Buffer.from(r.ciphertext, 'base64');
  if (data.length <= TAG_BYTES) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', keyBytes(apiV3Key), Buffer.from(r.nonce, 'utf8'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(data.subarray(0, data.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** The inverse, as WeChat Pay encrypts (used by tests and the local fake). */
export function encryptResource(
  apiV3Key: string,
  plaintext: string,
  associatedData: string,
  nonce: string = randomBytes(9).toString('base64url').slice(0, 12),
): Required<EncryptedResource> {
  const cipher = createCipheriv('aes-256-gcm', keyBytes(apiV3Key), Buffer.from(nonce, 'utf8'), {
    authTagLength: TAG_BYTES,
  });
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { ciphertext: body.toString('base64'), nonce, associated_data: associatedData };
}
