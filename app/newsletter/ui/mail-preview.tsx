/** A newsletter as a mail program shows it: the HTML in a frame, then the plain-text part. */
export function MailPreview({
  html,
  text,
  copy,
  headingLevel,
}: {
  html: string;
  text: string;
  copy: { htmlLabel: string; textHeading: string };
  /** The text part's heading sits one level below the section the preview stands in. */
  headingLevel: 2 | 3;
}) {
  const TextHeading = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      {/* An empty sandbox: the mail's own styles stay in the frame, and nothing in it runs. */}
      <iframe
        title={copy.htmlLabel}
        sandbox=""
        srcDoc={html}
        className="mt-4 h-[36rem] w-full rounded-lg border bg-white"
      />
      <TextHeading className="mt-6 text-lg">{copy.textHeading}</TextHeading>
      <pre className="mt-2 overflow-x-auto rounded-lg border bg-card p-4 text-sm whitespace-pre-wrap">
        {text}
      </pre>
    </>
  );
}
