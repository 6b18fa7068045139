export { FeedbackProvider, useFeedback } from './FeedbackProvider.tsx';
export type { Feedback } from './feedback-types.ts';
