/** Texts of the shared delivery pieces (re-send by e-mail, download). */
export const DeliveryTexts = {
  sendTitle: '发送数据到邮箱',
  emailLabel: '接收邮箱',
  send: '发送',
  cancel: '取消',
} as const;
