import { expect, onTestFinished, test, vi } from "vitest";
import { log } from "~/observability/index.server";
import { renderDocument } from "./render-document.server";

test("long Norwegian text reaches the visitor whole, without a NUL where a 2 kB chunk ends", async () => {
  // Shifted by a byte or two per paragraph, so chunk ends fall inside æ, ø, å and – again and again.
  const paragraphs = Array.from(
    { length: 60 },
    (_, index) =>
      "x".repeat(index % 3) +
      "Når modellen står på tomten, ser kjøperen grøntområder, ærlige flater og utsikt – før første spadetak. ".repeat(
        5,
      ),
  );
  const { body, failed } = await renderDocument(
    <main>
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </main>,
    { nonce: "", waitForAll: true, timeoutMs: 5_000 },
  );
  const bytes = new Uint8Array(await new Response(body).arrayBuffer());
  expect(failed).toBe(false);
  expect(bytes.indexOf(0)).toBe(-1);
  expect(new TextDecoder("utf-8", { fatal: true }).decode(bytes)).toBe(
    `<main>${paragraphs.map((text) => `<p>${text}</p>`).join("")}</main>`,
  );
});

test("a page already sent is left alone when the render's time limit passes: nothing logged", async () => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  onTestFinished(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const printed = vi.spyOn(console, "error");
  const logged = vi.spyOn(log, "error");
  const { body } = await renderDocument(<p>Takk for forespørselen</p>, {
    nonce: "",
    waitForAll: false,
    timeoutMs: 20,
  });
  expect(await new Response(body).text()).toBe("<p>Takk for forespørselen</p>");
  // The time limit passes on the test's clock.
  await vi.advanceTimersByTimeAsync(20);
  expect(printed).not.toHaveBeenCalled();
  expect(logged).not.toHaveBeenCalled();
});
