import { STORE_CODES, isStoreCode } from '@shop/store-views';
import { contentFile, type ContentDemoData } from '@shop/contracts';
import { readDemoJson } from '../shared/demoData';
import { UpstreamError } from '../shared/envelope';

/** The content of every store view, read once from content/<storeCode>.json; the service only reads it. */
export class ContentLibrary {
  private constructor(private readonly byStore: ReadonlyMap<string, ContentDemoData>) {}

  static load(dataDir: string): ContentLibrary {
    return new ContentLibrary(
      new Map(STORE_CODES.map((code) => [code, readDemoJson<ContentDemoData>(dataDir, contentFile(code))])),
    );
  }

  /** seed 001 §7: every call carries `lang` set to the store code; anything else is a bad request. */
  of(lang: string | undefined): ContentDemoData {
    const content = isStoreCode(lang) ? this.byStore.get(lang) : undefined;
    if (!content)
      throw new UpstreamError(
        400,
        `Unknown lang ${JSON.stringify(lang ?? '')}: use one of ${STORE_CODES.join(', ')}`,
      );
    return content;
  }
}
