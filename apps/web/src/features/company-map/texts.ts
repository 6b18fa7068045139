/** User-visible texts of 企业地图 (/data/map/{id}, issue 14 point 5). */
export const MapTexts = {
  title: '企业地图',
  profile: '企业详情',
  levels: '地图层级',
  noMap: '暂无该企业的地理位置',
  noMapHint: '该企业的注册地址尚未定位，无法在地图上显示。',
  loadFailed: '企业地图加载失败',
  geoFailed: '地图数据加载失败',
  retry: '重试',
  summary: (district: string, industry: string, total: string, shown: string) =>
    `${district}同属「${industry}」的企业共 ${total} 家，地图显示距离最近的 ${shown} 家`,
  self: '本企业',
  neighbours: '周边企业',
  mapLabel: (name: string) => `${name}及其周边同行业企业的地图`,
  listTitle: '周边企业列表',
  listEmpty: '该区县暂无同行业企业',
  name: '企业名称',
  status: '状态',
  industry: '所属行业',
  capital: '注册资本',
  address: '地址',
  openDetail: '点击查看企业详情',
} as const;
