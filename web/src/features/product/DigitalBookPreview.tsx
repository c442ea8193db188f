import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EmbeddedBook } from '@/shared/digitalBook/EmbeddedBook';
import { Button } from '@/shared/ui/Button';
import { Dialog } from '@/shared/ui/Dialog';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadError } from '@/shared/ui/StatusMessages';
import { LoadingRegion, Skeleton } from '@/shared/ui/Skeleton';
import { useDigitalBookPreviewLazyQuery } from './DigitalBookPreview.generated';

export interface DigitalBookPreviewProps {
  /** The catalogue's product id (Product.id), as the digital products service knows the book. */
  productId: number;
  name: string;
}

/**
 * A digital book's preview on its product page, for everyone (seed 001 §7 embed-preview: an e-book's first pages
 * in the reader, an audiobook's first seconds in the player). Asked only when the shopper opens it: most visitors
 * of a product page never do.
 */
export function DigitalBookPreview({ productId, name }: DigitalBookPreviewProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [ask, { data, loading, error }] = useDigitalBookPreviewLazyQuery({
    variables: { productId: String(productId) },
  });
  const preview = data?.digitalBookPreview;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true);
          void ask();
        }}
        data-testid="digital-book-preview"
      >
        <Trans>Voorbeeld</Trans>
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Voorbeeld: ${name}`}
        placement="fullscreen"
        data-testid="digital-book-preview-dialog"
      >
        {preview ? (
          <EmbeddedBook name={name} readerUrl={preview.readerUrl} audioUrl={preview.audioUrl} />
        ) : error ? (
          <LoadError />
        ) : loading || !data ? (
          <LoadingRegion>
            <Skeleton shape="block" aspectRatio="3 / 2" />
          </LoadingRegion>
        ) : (
          <EmptyState>
            <p>
              <Trans>Van dit boek is geen voorbeeld.</Trans>
            </p>
          </EmptyState>
        )}
      </Dialog>
    </>
  );
}
