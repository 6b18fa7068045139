export { GardenScreenPage } from './GardenScreenPage.tsx';
