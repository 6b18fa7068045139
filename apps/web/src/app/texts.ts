/** User-visible texts of the app frame (shells, error pages, login frame). */
export const AppTexts = {
  productName: '企数通',
  productTagline: '企业数据与商机平台',
  pageErrorTitle: '页面出错了',
  pageErrorHint: '请刷新页面重试；如果问题仍然存在，请联系客服。',
  reload: '刷新页面',
  backHome: '返回首页',
  goBack: '返回上一页',
  noPagePermission: '您没有访问该页面的权限，如需开通请联系管理员',
  notFoundTitle: '页面不存在',
  notFoundHint: '您访问的地址不存在，请检查地址是否正确',
  loading: '页面加载中',
  loginCardNote: '账号登录由身份认证模块提供。',
} as const;

export const ShopShellTexts = {
  navLabel: '商城导航',
  navMenu: '打开商城导航菜单',
  homeLinkLabel: '企数通 商城首页',
  login: '登录',
  contactTitle: '联系我们',
  supportPhone: '客服电话：',
  contactEmail: '联系邮箱：',
  address: '公司地址：',
  dataNotice: '数据来源于互联网公开信息；数据产品属于特殊商品，售出后不支持退款。',
  qrAlt: '公众号二维码',
  qrCaption: '扫码关注公众号',
  hotline: '客服热线：',
} as const;

export const WorkspaceTexts = {
  customRequest: '数据定制',
  menuLabel: '工作台菜单',
  menuEmpty: '暂无可用菜单',
  collapseMenu: '收起菜单',
  expandMenu: '展开菜单',
  home: '首页',
  currentPage: '当前页面',
  acknowledge: '知道了',
} as const;
