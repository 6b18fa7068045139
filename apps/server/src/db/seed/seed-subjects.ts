import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Demo special subjects (专题) of the mall home, each gathering seeded products by a word of their name. */
const demoSubjects = [
  {
    title: '制造强省企业名录',
    intro: '广东、江苏、浙江等制造业大省的企业名录，适合设备销售、供应链拓展与产业研究。',
    cover: 'ocean',
    words: ['制造'],
  },
  {
    title: '数字经济与信息技术',
    intro: '软件、信息技术服务与数字经济企业，含软著、邮箱等联系方式维度。',
    cover: 'violet',
    words: ['软件', '信息技术'],
  },
  {
    title: '新成立企业获客',
    intro: '近期新成立的企业与批发零售商户，适合企业服务、财税与办公用品的获客。',
    cover: 'sunset',
    words: ['新成立', '批发', '零售'],
  },
] as const;

const PRODUCTS_PER_SUBJECT = 4;

/** Seeds 2–3 shown subjects over the seeded products (after seedShop); subjects with no match are skipped. */
export async function seedSubjects(
  db: Kysely<Database>,
  at: string = new Date().toISOString(),
): Promise<void> {
  for (const [i, s] of demoSubjects.entries()) {
    const products = await db
      .selectFrom('shop_product')
      .select('shop_product_id')
      .where('status', '=', 1)
      .where((eb) => eb.or(s.words.map((w) => eb('name', 'like', `%${w}%`))))
      .orderBy('orders')
      .orderBy('shop_product_id')
      .limit(PRODUCTS_PER_SUBJECT)
      .execute();
    if (!products.length) continue;
    const row = await db
      .insertInto('special_subject')
      .values({
        title: s.title,
        intro: s.intro,
        cover: s.cover,
        status: 1,
        orders: i + 1,
        created_at: at,
        updated_at: at,
      })
      .returning('special_subject_id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('special_subject_product')
      .values(
        products.map((p, orders) => ({
          special_subject_id: row.special_subject_id,
          shop_product_id: p.shop_product_id,
          orders,
        })),
      )
      .execute();
  }
}
