/** Texts of the back-office list and form kit. */
export const AdminUiTexts = {
  search: '查询',
  reset: '重置',
  create: '新增',
  edit: '编辑',
  delete: '删除',
  confirmDelete: '确定删除该条数据吗？',
  ok: '确定',
  cancel: '取消',
  saved: '保存成功',
  deleted: '删除成功',
  actions: '操作',
  total: (n: number) => `共 ${n.toLocaleString('zh-CN')} 条`,
  loadFailed: '数据加载失败',
  retry: '重试',
  empty: '暂无数据',
  all: '全部',
} as const;
