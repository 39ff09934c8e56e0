// One page of plain text and no code of its own: what any page of this stack costs a phone.
export const meta = () => [
  { title: "Gulvet" },
  { name: "description", content: "En tom Remix-side med førti avsnitt vanlig tekst." },
];

const sentences = [
  "Kysten strekker seg langt nordover, og været skifter fra time til time.",
  "Om morgenen ligger tåken tett over fjorden før solen slipper gjennom.",
  "Husene i bygda er malt i hvitt, rødt og gult, og de fleste har utsikt mot vannet.",
  "Fergen går hver halve time i sommerhalvåret og sjeldnere om vinteren.",
  "Mange tar bussen til byen, men sykkelen er populær når veiene er tørre.",
  "Biblioteket holder åpent tre kvelder i uken og låner ut både bøker og verktøy.",
  "I skolegården står et gammelt lønnetre som ble plantet for over hundre år siden.",
  "Butikken på kaia selger ferskt brød, kaffe og det mest nødvendige.",
  "Om høsten samles folk for å plukke epler i hagene langs elven.",
  "Turstien opp til varden er merket med rødt og tar omtrent en time å gå.",
  "Fra toppen ser man øyene ligge som mørke rygger ute i havgapet.",
  "Vinteren er mørk, men snøen gjør kveldene lysere enn man skulle tro.",
  "Kirken er bygget i tre og har plass til litt over to hundre mennesker.",
  "Fiskebåtene kommer inn sent på ettermiddagen med dagens fangst.",
  "På lørdager er det marked på torget med grønnsaker, strikkevarer og honning.",
  "Det nye boligfeltet ligger i skråningen over sentrum, med små hager mot sør.",
  "Vannet i elven er kaldt hele året, selv midt i juli.",
  "Om våren kommer trekkfuglene tilbake, og lyden av dem fyller dalen.",
  "Den gamle veien over fjellet er stengt om vinteren og åpner igjen i mai.",
  "Når stormen kommer, trekker båtene inn i havnen og folk holder seg inne.",
];

// Three sentences each, no two paragraphs alike.
const paragraphs = Array.from({ length: 40 }, (_, index) =>
  [index, index + 7 + Math.floor(index / 20), index + 13]
    .map((at) => sentences[at % sentences.length])
    .join(" "),
);

export default function Index() {
  return (
    <main>
      <h1>Gulvet</h1>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </main>
  );
}
