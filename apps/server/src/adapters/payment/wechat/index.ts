export { WechatPayProvider, type WechatTransaction } from './provider.ts';
export { wechatPayOptionsFromConfig, type WechatPayOptions } from './options.ts';
export { WechatPayApiError, WechatPayClient } from './client.ts';
export { decryptResource, encryptResource, type EncryptedResource } from './aead.ts';
export {
  authorizationHeader,
  requestSignatureMessage,
  rsaSha256Sign,
  WECHATPAY_AUTH_TYPE,
} from './signing.ts';
export { answerSignatureMessage, verifyWechatpaySignature, WechatPaySignatureError } from './verify.ts';
export { truncateUtf8 } from './format.ts';
