/** Chinese texts shared by server and web. Spec texts are verbatim. */
export const Messages = {
  networkError: '网络异常，请稍后刷新页面重试！',
  invalidJson: '请求格式不正确，请检查后重试',
  unsupportedMediaType: '不支持的请求类型，请以 JSON 提交',
  bodyTooLarge: '提交的内容过大',
  nulCharacter: '提交的内容含有空字符（\\0），请删除后重试',
  urlTooLong: '请求地址过长',
  badUrl: '请求地址格式不正确',
  routeNotFound: '请求的接口不存在',
  notFound: '数据不存在或已删除',
  forbidden: '没有权限执行此操作',
  tooManyRequests: '操作过于频繁，请稍后再试',
  internal: '服务器开小差了，请稍后再试',
  validationFailed: '提交的数据不正确',
  sessionInvalid: '登录已失效，请重新登录',
  moduleUnderConstruction: '模块正在建设中，敬请期待',
} as const;
