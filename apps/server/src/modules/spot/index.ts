export { spotModule } from './spot.module';
