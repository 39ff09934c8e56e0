import { home } from "./home";

/**
 * A team member's portrait: a picture shipped with the site (`/media/team/…`) or one staff
 * uploaded (its storage key, `team/…`, served through the image route).
 */
export interface TeamPhoto {
  src: string;
  width: number;
  height: number;
  /** The file's name as it was uploaded, so the history can say which picture changed. */
  fileName: string;
  alt: string;
}

export interface TeamMember {
  name: string;
  role: string;
  bio: string;
  /** As it is shown, e.g. "400 00 001"; Norwegian unless it starts with +. */
  phone: string;
  email: string;
  photo: TeamPhoto;
}

/** The home page's team section that staff edit in admin (Innhold → Team). */
export interface TeamContent {
  heading: string;
  lead: string;
  members: TeamMember[];
}

/**
 * What a fresh install shows: the people, texts and portraits the page had before. Only the
 * home page's server reads them, so the bios stay out of every page's shell.
 */
export const defaultTeamContent: TeamContent = {
  heading: home.team.heading,
  lead: home.team.lead,
  members: [
    {
      name: "Henrik Solberg",
      role: "Daglig leder og 3D-visualisør",
      bio: "Henrik har laget arkitekturvisualiseringer i over ti år, for alt fra rekkehus i Sandefjord til store byutviklingsprosjekter. Han er din faste kontakt fra første samtale til ferdig leveranse, og han leser tegninger like godt som han setter lys.",
      phone: "400 00 001",
      email: "henrik@digitalepoteter.example",
      photo: shippedPortrait("henrik-solberg.webp", "Henrik Solberg"),
    },
    {
      name: "Jonas Lund",
      role: "3D-artist og utvikler",
      bio: "Jonas står bak animasjonene, 360°-visningene og boligvelgerne våre. Med bakgrunn fra spillbransjen vet han hvordan lys, materialer og bevegelse får et rom til å føles ekte – og hvordan det skal virke like godt på mobil som på storskjerm.",
      phone: "400 00 002",
      email: "jonas@digitalepoteter.example",
      photo: shippedPortrait("jonas-lund.webp", "Jonas Lund"),
    },
  ],
};

function shippedPortrait(fileName: string, name: string): TeamPhoto {
  return {
    src: `/media/team/${fileName}`,
    width: 480,
    height: 600,
    fileName,
    alt: home.team.photoAlt(name),
  };
}
