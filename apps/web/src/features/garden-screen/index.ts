export { GardenScreenPage, GARDEN_SCREEN_QUERY_KEY } from './GardenScreenPage.tsx';
