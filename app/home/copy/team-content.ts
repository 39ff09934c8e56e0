import { company } from "~/company";
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

/** What a fresh install shows: the people, texts and portraits the page had before. */
export const defaultTeamContent: TeamContent = {
  heading: home.team.heading,
  lead: home.team.lead,
  members: company.team.map((member) => ({
    name: member.name,
    role: member.role,
    bio: member.bio,
    phone: member.phoneDisplay,
    email: member.email,
    photo: {
      ...member.photo,
      fileName: member.photo.src.split("/").pop()!,
      alt: home.team.photoAlt(member.name),
    },
  })),
};
