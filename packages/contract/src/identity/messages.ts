/**
 * Identity texts. Spec texts are verbatim (data-shop.md §5, §8; shell-and-backoffice.md §5, §8, with
 * its English texts rendered in natural Chinese); the rest are ours, written in the same voice.
 */
export const IdentityMessages = {
  // data-shop.md §5
  phoneRequired: '请输入11位手机号码',
  phoneInvalid: '请输入正确的11位手机号码',
  codePhoneEmpty: '获取验证码手机不能为空',
  loginPhoneRequired: '手机号不能为空',
  loginPasswordRequired: '密码不能为空',
  codeRequired: '验证码不能为空',
  forgotCodeRequired: '请输入验证码',
  newPasswordRequired: '请输入新密码',
  passwordLength: '新密码长度需在8位至20位之间',
  confirmRequired: '请输入确认密码',
  confirmMismatch: '两次输入密码不一致!',
  avatarFormat: '文件格式不正确',
  avatarTooLarge: '超出文件大小限制',
  avatarFailed: '文件上传失败',
  lockWrongPassword: '密码错误',
  // shell-and-backoffice.md §5, §8
  realnameRequired: '用户名不能为空',
  realnameTooLong: '用户名不能超过12个字符',
  emailInvalid: '邮箱格式不正确,请输入正确的邮箱地址',
  verifyFailed: '验证失败！',
  alreadyInOrganisation: '你已在当前组织',
  domainRefused: '您登录的账号不存在，请检查登录地址或者账号是否正确！',
  loginFailedTitle: '登录失败',
  wechatScanTimeout: '微信扫码登录超时，请重新扫码',
  // ours
  wrongCredentials: '手机号或密码错误',
  accountLocked: '密码错误次数过多，账号已锁定，请15分钟后再试',
  accountDisabled: '账号已停用，请联系管理员',
  codeWrong: '验证码错误',
  codeExpired: '验证码已过期，请重新获取',
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  codeTooFrequent: '验证码发送过于频繁，请1分钟后再试',
  codeHourLimit: '验证码发送次数过多，请1小时后再试',
  codeDayLimit: '今日验证码发送次数已达上限，请明天再试',
  codeIpLimit: '当前网络请求验证码过于频繁，请稍后再试',
  codeSent: '验证码已发送，5分钟内有效',
  phoneRegistered: '该手机号已注册，请直接登录',
  phoneNotRegistered: '该手机号尚未注册',
  passwordChangeRequired: '首次登录请修改密码',
  samePassword: '新密码不能与原密码相同',
  sessionInvalid: '登录已失效，请重新登录',
  temporaryEnded: '临时账号使用时间已到，请重新登录',
  accountNotLinked: '无权切换到该账号',
  loggedOut: '已退出登录',
} as const;

/** More identity texts of ours (login links, sending codes), in the same voice. */
export const IdentityExtraMessages = {
  linkInvalid: '登录链接无效或已过期，请重新获取',
  smsSendFailed: '验证码发送失败，请稍后再试',
} as const;
