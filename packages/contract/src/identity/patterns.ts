// the phone and e-mail patterns apart from the fields' schemas: a page that only checks an address loads no zod

/** 11 digits starting 12–19 (data-shop.md §5). */
export const PHONE_PATTERN = /^1[2-9]\d{9}$/;

/** A standard e-mail pattern (the wizard's rule; the server applies the same). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
