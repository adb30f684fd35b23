/** The stream formats by kind and each venue's default spelling of our symbols. */
import { binanceFormat, binanceSymbol } from './adapters/binance';
import { coinbaseFormat, coinbaseSymbol } from './adapters/coinbase';
import { krakenFormat, krakenSymbol } from './adapters/kraken';
import { okxFormat, okxSymbol } from './adapters/okx';
import { quoteSymbol, quoteWsFormat } from './adapters/quote-ws';
import type { SourceDef, SourceKind } from './sources.config';
import { type StreamFormat, StreamSource } from './stream-source';

type StreamKind = Exclude<SourceKind, 'sim' | 'quote-http'>;

export const STREAMS: Record<StreamKind, { format: StreamFormat; spell: (symbol: string) => string }> = {
  binance: { format: binanceFormat, spell: binanceSymbol },
  coinbase: { format: coinbaseFormat, spell: coinbaseSymbol },
  kraken: { format: krakenFormat, spell: krakenSymbol },
  okx: { format: okxFormat, spell: okxSymbol },
  'quote-ws': { format: quoteWsFormat, spell: quoteSymbol },
};

export function streamSource(
  name: string,
  def: SourceDef,
  symbols: (spell: (s: string) => string) => Map<string, string>,
  log?: { warn(obj: object, msg: string): void },
): StreamSource {
  const stream = STREAMS[def.kind as StreamKind];
  return new StreamSource({
    name,
    kind: def.kind,
    url: def.url ?? '',
    format: stream.format,
    symbols: symbols(stream.spell),
    ...(log ? { log } : {}),
  });
}
