import { z } from 'zod';

// Validation messages without a message of their own come out in Chinese, on both sides.
z.config(z.locales.zhCN());
