/** The services' notion of now; tests inject their own to drive throttles, expiry and lockout. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export const minutes = (n: number) => n * 60_000;
export const addMs = (d: Date, ms: number) => new Date(d.getTime() + ms);
