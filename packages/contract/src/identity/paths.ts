/** Identity calls, under /api, spelled as the specs spell them. Both sides import these. */
export const IdentityPaths = {
  userLogin: '/admin/base/userLogin',
  /** login by link: username + token → session */
  login: '/admin/base/login',
  /** login by link, step one: check username + token (+ orign) without signing in */
  preLogin: '/admin/base/preLogin',
  mobileCode: '/admin/base/mobileCode',
  regUser: '/admin/base/regUser',
  revisePass: '/admin/base/revisePass',
  checkAccount: '/admin/base/checkAccount',
  /** the route guard's session check: userInfo + menus of the current session */
  checkLogin: '/admin/base/checkLogin',
  logout: '/admin/base/logout',
  emailCheck: '/admin/base/getemailInfo',
  shopEmailCheck: '/api/ShopProduct/getemailInfo',
  agentLoginCheck: '/api/Agent/loginCheck',
  agentLoginAction: '/api/Agent/loginAction',
  getUserInfo: '/sys/Users/getUserInfo',
  editUserInfo: '/sys/Users/editUserInfo',
  editPass: '/sys/Users/editPass',
  uploadPhoto: '/sys/Users/uploadPhoto',
  updateUserPower: '/sys/users/updateUserPower',
  multiUser: '/sys/Usragentrel/multiUser',
  checkUserPassword: '/admin/Users/checkUserPassword',
  upAfterLogin: '/admin/Users/upAfterLogin',
  /** admin only: issue a one-time sign-in link token for a user */
  createLoginLink: '/admin/Users/createLoginLink',
} as const;
