/** What the backup and restore commands say to whoever runs them. */
export const backupCopy = {
  usage: "Bruk: npm run backup -- <mappe>   eller   npm run restore -- <mappe> [--allow-unsigned]",
  notSigned:
    "Advarsel: sikkerhetskopien er ikke signert, fordi verken BACKUP_SIGNING_KEY eller SESSION_SECRET er satt. Den kan bare legges tilbake med --allow-unsigned.",
  noSigningKey:
    "Signaturen kan ikke sjekkes: verken BACKUP_SIGNING_KEY eller SESSION_SECRET er satt. Sett nøkkelen sikkerhetskopien ble tatt med, eller bruk --allow-unsigned hvis du stoler på kopien. Ingenting er lagt tilbake.",
  unsigned:
    "Sikkerhetskopien er ikke signert. Bruk --allow-unsigned bare hvis du vet at den er din og uendret. Ingenting er lagt tilbake.",
  badSignature:
    "Signaturen i manifest.json stemmer ikke med nøkkelen (BACKUP_SIGNING_KEY eller SESSION_SECRET): sikkerhetskopien er endret, eller tatt med en annen nøkkel. Ingenting er lagt tilbake.",
  backupTaken: (dir: string, files: number) =>
    `Sikkerhetskopien er tatt: ${dir} (databasen og ${files} filer).`,
  restored: (files: number) =>
    `Sikkerhetskopien er lagt tilbake (databasen og ${files} filer). Start serveren; eldre databaser migreres ved oppstart.`,
  targetFolderNotEmpty: (dir: string) =>
    `Mappen ${dir} er ikke tom. Ta sikkerhetskopien til en ny eller tom mappe.`,
  noManifest: (dir: string) =>
    `Fant ingen manifest.json i ${dir}. Det er ikke en fullført sikkerhetskopi.`,
  badManifest: "manifest.json er ugyldig. Sikkerhetskopien kan ikke legges tilbake.",
  checksumFailed: (name: string) =>
    `Sjekksummen for ${name} stemmer ikke: sikkerhetskopien er endret eller skadet, og er ikke lagt tilbake.`,
  unknownMigration: (name: string) =>
    `Sikkerhetskopien er fra en nyere versjon av nettstedet (migreringen ${name} er ukjent for denne koden). Oppdater koden først.`,
  otherDatabase: (backup: string, target: string) =>
    `Sikkerhetskopien er av en ${backup}-database, men nettstedet er satt opp med ${target}.`,
  databaseNotEmpty:
    "Databasen er ikke tom. Legg tilbake sikkerhetskopien i en tom database (og en tom datamappe eller bøtte).",
  storageNotEmpty:
    "Fillageret er ikke tomt. Legg tilbake sikkerhetskopien i en tom datamappe eller bøtte.",
  pgToolFailed: (tool: string, detail: string) => `${tool} feilet: ${detail}`,
};
