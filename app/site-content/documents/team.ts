import { z } from "zod";
import { siteContentCopy } from "../copy";
import { requiredText, type FieldSpec } from "./fields";

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

const { errors, team: labels, image: imageLabels } = siteContentCopy;

/** Where uploaded portraits are stored: `team/<uuid>.<jpg|png>`. */
export const teamPhotoPrefix = "team";

/** More would not fit the section's two columns on one screen of a phone scrolled through. */
const maxMembers = 8;

/** A portrait shipped with the site, or one uploaded through the image pipeline. */
const photoSource = z
  .string({ error: errors.imageRequired })
  .regex(
    new RegExp(`^(/media/team/[a-z0-9-]+\\.webp|${teamPhotoPrefix}/[0-9a-f-]{36}\\.(jpe?g|png))$`),
    errors.imageRequired,
  );
const dimension = z.number().int().min(1).max(20_000);
const fileName = z.string().max(255);
const altText = z
  .string({ error: errors.altRequired })
  .trim()
  .min(1, errors.altRequired)
  .max(250, errors.tooLong(imageLabels.alt, 250));

const storedPhoto = z.object({
  src: photoSource,
  width: dimension,
  height: dimension,
  fileName,
  alt: altText,
});

/**
 * The portrait as the editor's form holds it: the one it has, or a file just chosen in the
 * browser. The server stores and measures a chosen file and fills in the fields before it
 * checks the form, so there it is always the stored photo; in the browser a chosen file
 * stands in for it, and the alt text is checked before anything is sent.
 */
const photoInForm = z
  .object({
    src: photoSource.optional(),
    width: dimension.optional(),
    height: dimension.optional(),
    fileName: fileName.optional(),
    alt: altText,
    file: z
      .custom<File>((value) => typeof File !== "undefined" && value instanceof File)
      .optional(),
  })
  .refine(
    (photo) =>
      photo.file !== undefined ||
      (photo.src !== undefined &&
        photo.width !== undefined &&
        photo.height !== undefined &&
        photo.fileName !== undefined),
    { path: ["file"], message: errors.imageRequired },
  );

function teamSchemaWith<Photo extends z.ZodType>(photo: Photo) {
  return z.object({
    heading: requiredText(labels.heading, 80),
    lead: requiredText(labels.lead, 300),
    members: z
      .array(
        z.object({
          name: requiredText(labels.name, 60),
          role: requiredText(labels.role, 80),
          bio: requiredText(labels.bio, 600),
          phone: requiredText(labels.phone, 20).regex(/^\+?[\d ]{8,19}$/, errors.phone),
          email: requiredText(labels.email, 120).pipe(z.email(errors.email)),
          photo,
        }),
      )
      .min(1, errors.atLeastOne)
      .max(maxMembers, errors.atMost(maxMembers)),
  });
}

export const teamSchema: z.ZodType<TeamContent> = teamSchemaWith(storedPhoto);

export const teamFormSchema = teamSchemaWith(photoInForm);

/**
 * What a fresh install shows: the people, texts and portraits the page had before, written
 * here, not in home/'s copy, because the home page reads this document (decision 341). Only
 * the server and the admin editor read them, so the bios stay out of every page's shell.
 */
export const teamDefaults: TeamContent = {
  heading: "Menneskene bak",
  lead: "To digitale poteter med bakgrunn fra arkitektur, spillgrafikk og eiendomssalg. Ring eller send en e-post direkte til den du vil snakke med.",
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
    alt: `Portrett av ${name}`,
  };
}

/** Each member's picture and every other field, so the form may carry one file per member. */
export const teamLimits = { maxFiles: maxMembers, maxParts: 12 * (maxMembers + 1) + 10 };

export const teamFields: readonly FieldSpec[] = [
  { kind: "text", name: "heading", label: labels.heading },
  { kind: "textarea", name: "lead", label: labels.lead },
  {
    kind: "list",
    name: "members",
    label: labels.members,
    itemLabel: labels.member,
    item: [
      { kind: "text", name: "name", label: labels.name },
      { kind: "text", name: "role", label: labels.role },
      { kind: "textarea", name: "bio", label: labels.bio },
      { kind: "text", name: "phone", label: labels.phone, help: labels.phoneHelp },
      { kind: "text", name: "email", label: labels.email },
      { kind: "image", name: "photo", label: labels.photo },
    ],
  },
];
