import { config, locales } from 'zod';

// Validation messages without a message of their own come out in Chinese, on both sides. (Not
// `z.config`: the web's build counts calls on `z` as pure and would drop this one.)
config(locales.zhCN());
