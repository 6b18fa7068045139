/** Texts of the tab strip, the header and its top bar (shell-and-backoffice.md §2, §4). */
export const ShellTexts = {
  tabActions: '标签操作',
  openTabs: '已打开的页面',
  closeAll: '关闭全部',
  closeCurrent: '关闭当前',
  closeOthers: '关闭其他',
  capacity: '剩余容量',
  quickLinks: '快捷入口',
  messageNotice: '消息通知',
  errorHandling: '错误处理',
  messages: '消息',
  enterFullScreen: '全屏',
  exitFullScreen: '退出全屏',
  gardenScreen: '打开园区大屏',
  breadcrumbLabel: '当前位置',
  topMenuLabel: '顶部菜单',
} as const;
