import * as Dialog from "@radix-ui/react-dialog";
import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import X from "lucide-react/icons/x";
import type { KeyboardEvent, ReactNode } from "react";
import { ResponsiveImage, standardWidths } from "~/images";
import { galleryCopy } from "../copy/gallery";
import { cn } from "~/components/ui/cn";
import type { GalleryImage } from "./gallery-image";
import type { GalleryViewerState } from "./use-gallery-viewer";

const copy = galleryCopy.viewer;

type GalleryViewerProps = {
  images: GalleryImage[];
  viewer: GalleryViewerState;
};

/** Full-screen dialog: focus stays inside while open and returns to the opener on close. */
export default function GalleryViewerDialog({ images, viewer }: GalleryViewerProps) {
  const { index, close, show, openerRef } = viewer;
  const image = index === null ? undefined : images[index];
  const atStart = index === 0;
  const atEnd = index === images.length - 1;

  const onKeyDown = (event: KeyboardEvent) => {
    if (index === null) return;
    if (event.key === "ArrowLeft") show(index - 1);
    else if (event.key === "ArrowRight") show(index + 1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col outline-none"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            openerRef.current?.focus();
          }}
        >
          <div className="flex items-center justify-between gap-4 p-4">
            <Dialog.Title className="text-sm text-muted-foreground" aria-live="polite">
              <span className="sr-only">{copy.title}: </span>
              {index === null ? null : copy.position(index, images.length)}
            </Dialog.Title>
            <Dialog.Description className="sr-only">{copy.keyboardHint}</Dialog.Description>
            <Dialog.Close className={iconButton} aria-label={copy.close}>
              <X aria-hidden />
            </Dialog.Close>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-4 md:px-20">
            {image ? (
              <ResponsiveImage
                key={image.id}
                imageKey={image.imageKey}
                alt={image.alt || galleryCopy.fallbackAlt}
                width={image.width}
                height={image.height}
                widths={standardWidths}
                quality="high"
                sizes="100vw"
                priority
                className="max-h-full w-auto max-w-full object-contain"
                data-viewer-image
              />
            ) : null}
            <StepButton
              label={copy.previous}
              disabled={atStart}
              onClick={() => index !== null && show(index - 1)}
              className="left-2 md:left-4"
            >
              <ChevronLeft aria-hidden />
            </StepButton>
            <StepButton
              label={copy.next}
              disabled={atEnd}
              onClick={() => index !== null && show(index + 1)}
              className="right-2 md:right-4"
            >
              <ChevronRight aria-hidden />
            </StepButton>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const iconButton =
  "inline-flex size-11 items-center justify-center rounded-full bg-black/60 text-foreground transition-colors hover:bg-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-black/60 [&_svg]:size-6";

/** aria-disabled rather than disabled, so focus is not thrown out of the dialog at the ends. */
function StepButton({
  label,
  disabled,
  onClick,
  className,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={disabled ? undefined : onClick}
      className={cn(iconButton, "absolute top-1/2 -translate-y-1/2", className)}
    >
      {children}
    </button>
  );
}
