import { formatNumber } from "~/format";

/** Copy of the live demos on the service pages: the 360 view and the home selector. */

export const unitStatuses = [
  { value: "ledig", label: "Ledig" },
  { value: "reservert", label: "Reservert" },
  { value: "solgt", label: "Solgt" },
] as const;

export const statusLabel = (status: string) =>
  unitStatuses.find((option) => option.value === status)?.label ?? status;

export const panoramaCopy = {
  heading: "Prøv en 360°-visning",
  lead: "Dra med musen eller fingeren for å se deg rundt, bruk piltastene når visningen har fokus, og zoom med hjulet eller to fingre.",
  noScript:
    "Her er et stillbilde av panoramaet. Med JavaScript slått på kan du se deg rundt i det.",
  start: "Se deg rundt i 360°",
  viewerLabel: (title: string) => `360°-visning: ${title}`,
  loading: "Laster 360°-visningen …",
  failed: "360°-visningen kunne ikke lastes. Stillbildet over viser panoramaet.",
  roomsLabel: "Velg sted",
  stillAlt: (title: string) => `Stillbilde fra 360°-panoramaet ${title}`,
} as const;

export const homeSelectorCopy = {
  heading: "Prøv en boligvelger",
  lead: "Slik kan kjøperne finne boligen sin: pek på eller velg en leilighet i bygget for å se rom, areal, pris og status. Filtrer på status og antall rom.",
  buildingLabel: "Illustrert bygg med leiligheter",
  filterHeading: "Filtrer leilighetene",
  statusFilter: "Status",
  roomsFilter: "Antall rom",
  any: "Alle",
  apply: "Vis",
  tableCaption: "Alle leilighetene i bygget",
  columns: {
    number: "Leilighet",
    floor: "Etasje",
    rooms: "Rom",
    area: "Areal",
    price: "Pris",
    status: "Status",
  },
  chosenHeading: "Valgt leilighet",
  chooseHint: "Pek på eller velg en leilighet i bygget.",
  noMatch: "Ingen leiligheter passer filteret.",
  unitLabel: (unit: { number: string; rooms: number; area: number; status: string }) =>
    `Leilighet ${unit.number}, ${unit.rooms} rom, ${unit.area} m², ${statusLabel(unit.status)}`,
  floorLabel: (floor: number) => (floor === 1 ? "1. etasje" : `${floor}. etasje`),
  rooms: (rooms: number) => `${rooms} rom`,
  area: (area: number) => `${area} m²`,
  price: (price: number) => `${formatNumber(price)} kr`,
} as const;
