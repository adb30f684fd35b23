export { throttleModule } from './throttle.module';
export { ACCOUNT_RULE, ADDRESS_RULE } from './throttle.rules';
export {
  minutesLeft,
  type OwnPass,
  type ThrottleKey,
  type ThrottleRule,
  type ThrottleService,
} from './throttle.service';
