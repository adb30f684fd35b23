export { walletModule } from './wallet.module';
export type { WalletService } from './wallet.service';
