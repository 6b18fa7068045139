/** User-visible texts of the personal centre (/manin). */
export const AccountTexts = {
  title: '个人中心',
  intro: '登录后，您可以在个人中心查看订单、管理购物车、取回已购数据和维护账号信息。',
  signInHint: '请先点击右上角“登录”后查看。',
  menuLabel: '个人中心菜单',
  unpaid: '未支付',
  paid: '已支付',
} as const;

/** The children of /manin (data-shop.md §2), in the order of the left menu. */
export const personalSections = [
  { key: 'manorder', title: '我的订单', body: '查看未支付和已支付的订单；未支付的订单可以继续扫码支付。' },
  { key: 'cart', title: '我的购物车', body: '管理加入购物车的数据产品，可以直接购买或删除。' },
  {
    key: 'record',
    title: '我的数据',
    body: '查看精准查询订单和个性化定制记录；已导出的数据可以再次发送到邮箱或下载。',
  },
  { key: 'msg', title: '我的消息', body: '查看定制需求审核、处理结果等站内消息。' },
  { key: 'person', title: '个人资料', body: '修改头像、姓名和绑定邮箱。' },
  { key: 'change', title: '修改密码', body: '通过手机验证码设置新的登录密码。' },
] as const;

export type PersonalSectionKey = (typeof personalSections)[number]['key'];
