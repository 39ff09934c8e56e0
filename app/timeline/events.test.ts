import { describe, expect, it } from "vitest";
import { enquiryEntries, type EnquiryRows, projectEntries, timelineOf } from "./events.server";
import type { TimelineEvent } from "./types";

const at = (minute: number) => new Date(Date.UTC(2026, 11, 3, 9, minute));
const QUOTE = "q".repeat(32);

function mail(
  id: string,
  minute: number,
  direction: "in" | "out",
  text: string,
  quoteId = null as string | null,
) {
  return {
    id,
    direction,
    fromAddress: direction === "in" ? "kari@kunde.example" : "post@studio.example",
    staffEmail: direction === "out" ? "staff@studio.example" : null,
    subject: "Re: Forespørsel",
    text,
    html: null,
    refusedFiles: null,
    placedBy: null,
    placedAt: null,
    createdAt: at(minute),
    attachments: [],
    outboxMessage: direction === "out" ? { status: "sent", lastError: null } : null,
    quoteId,
  };
}

/** An enquiry whose rows come from the database in an order of their own, not time's. */
function enquiry(): EnquiryRows {
  return {
    id: "henv1",
    name: "Kari Kunde",
    email: "kari@kunde.example",
    message: "Hva koster fire bilder?",
    // Made from a mail that arrived before it: the first message still leads.
    createdAt: at(5),
    attachments: [
      { id: "a1", originalName: "skisse.png", size: 2048, contentType: "image/png" },
      { id: "a2", originalName: "plan.pdf", size: 4096, contentType: "application/pdf" },
    ],
    stages: [
      {
        id: "s2",
        fromStage: "besvart",
        stage: "tilbud_sendt",
        reason: null,
        staffEmail: "staff@studio.example",
        createdAt: at(30),
      },
      {
        id: "s1",
        fromStage: "ny",
        stage: "besvart",
        reason: null,
        staffEmail: "staff@studio.example",
        createdAt: at(10),
      },
      {
        id: "s3",
        fromStage: "tilbud_sendt",
        stage: "vunnet",
        reason: null,
        staffEmail: null,
        createdAt: at(50),
      },
    ],
    notes: [
      {
        id: "n1",
        body: "Ring etter lunsj.",
        staffEmail: "staff@studio.example",
        createdAt: at(20),
      },
    ],
    messages: [
      mail("m0", 1, "in", "Mailen som ble henvendelsen."),
      mail("m1", 10, "out", "Takk! Har dere tegninger?"),
      mail("m2", 30, "out", `Her er tilbudet: https://studio.example/tilbud/${QUOTE}`, QUOTE),
      mail(
        "m3",
        40,
        "in",
        "Ser bra ut.\n\nOn Thu, Studio <post@studio.example> wrote:\n> Her er tilbudet",
      ),
    ],
    quotes: [
      {
        id: QUOTE,
        version: 1,
        sentBy: "staff@studio.example",
        status: "accepted",
        createdAt: at(30),
        openedAt: at(35),
        decidedAt: at(50),
        acceptedBy: "Kari Kunde",
        declineReason: null,
        lines: [{ quantity: 4, unitPriceOre: 650_000 }],
      },
    ],
  };
}

const summary = (event: TimelineEvent) =>
  event.kind === "mail" ? `mail:${event.mail.id}` : `${event.kind}:${event.id}`;

describe("the timeline model", () => {
  it("puts the first message on top and the rest oldest first, a quote before the stage move it made", () => {
    expect(timelineOf(enquiryEntries(enquiry())).map(summary)).toEqual([
      "enquiry:henvendelse-henv1",
      "mail:m0",
      "mail:m1",
      "stage:fase-s1",
      "note:notat-n1",
      `quote-sent:tilbud-${QUOTE}`,
      "stage:fase-s2",
      `quote-opened:tilbud-apnet-${QUOTE}`,
      "mail:m3",
      `quote-accepted:tilbud-svar-${QUOTE}`,
      "stage:fase-s3",
    ]);
  });

  it("shows the quote once, as the quote, with its mail's delivery", () => {
    const events = timelineOf(enquiryEntries(enquiry()));
    expect(events.filter((event) => event.kind === "mail").map((event) => event.id)).not.toContain(
      "epost-m2",
    );
    expect(events.find((event) => event.kind === "quote-sent")).toMatchObject({
      version: 1,
      total: "kr\u00a032\u00a0500,00",
      by: "staff@studio.example",
      delivery: { status: "sent", lastError: null },
    });
  });

  it("folds a reply's quoted history and draws pictures as thumbnails", () => {
    const events = timelineOf(enquiryEntries(enquiry()));
    const reply = events.find((event) => event.id === "epost-m3");
    expect(reply).toMatchObject({
      mail: { text: "Ser bra ut.", quoted: expect.stringContaining("> Her er tilbudet") },
    });
    expect(events[0]).toMatchObject({
      files: [
        { name: "skisse.png", image: true, href: "/admin/henvendelser/henv1/vedlegg/a1" },
        { name: "plan.pdf", image: false },
      ],
    });
  });

  it("places a project's step moves, rounds, comments, approval and deliveries after the enquiry it came from", () => {
    const project = projectEntries({
      id: "p1",
      projectName: "Fjordtunet",
      createdAt: at(55),
      approvedAt: at(80),
      approvedBy: "Kari Kunde",
      approvedRound: 1,
      messages: [
        { id: "pm1", author: "customer", body: "Når kommer første runde?", createdAt: at(60) },
      ],
      stepChanges: [
        {
          id: "ps1",
          fromStep: "modellering",
          step: "tilbakemeldinger",
          staffEmail: "staff@studio.example",
          createdAt: at(66),
        },
      ],
      files: [
        {
          id: "f1",
          originalName: "stue.jpg",
          size: 1,
          contentType: "image/jpeg",
          messageId: null,
          delivery: true,
          createdAt: at(90),
        },
        {
          id: "f2",
          originalName: "kjokken.jpg",
          size: 1,
          contentType: "image/jpeg",
          messageId: null,
          delivery: true,
          createdAt: at(91),
        },
      ],
      rounds: [
        {
          id: "r1",
          number: 1,
          createdAt: at(65),
          images: [
            {
              title: "Stue",
              pins: [
                {
                  number: 1,
                  comments: [
                    { id: "c1", author: "customer", body: "Lysere gulv", createdAt: at(70) },
                  ],
                },
              ],
            },
          ],
        },
      ],
      quotes: [],
    });
    const events = timelineOf([...enquiryEntries(enquiry()), ...project]);
    expect(events.slice(-7).map(summary)).toEqual([
      "project-created:prosjekt-p1",
      "project-message:melding-pm1",
      "round:runde-r1",
      "project-step:prosjektfase-ps1",
      "pin-comment:kommentar-c1",
      "approval:godkjent-p1",
      "delivery:levering-f1",
    ]);
    expect(events.at(-1)).toMatchObject({ files: [{ name: "stue.jpg" }, { name: "kjokken.jpg" }] });
    expect(events.find((event) => event.kind === "project-step")).toMatchObject({
      from: "modellering",
      to: "tilbakemeldinger",
      by: "staff@studio.example",
    });
  });
});
