import { sourceCopy } from "../copy";
import {
  deleteMailsAbout,
  findPersonIds,
  type PersonalDataSource,
  zipFileName,
} from "../source.server";

const kind = "kundeprosjekter";

const projectsOf = findPersonIds((db, query) => db.customerProject.findMany(query));

/** Files the customer sent: the brief's and their messages', not the studio's renders or deliveries. */
const isCustomersFile = (file: { delivery: boolean; message: { author: string } | null }) =>
  !file.delivery && (file.message === null || file.message.author === "customer");

/** Customer projects: the brief, files, messages, feedback rounds with pins and comments, approval. */
export const customerProjects: PersonalDataSource = {
  kind,
  ...sourceCopy.customerProjects,
  async collect(db, person) {
    const projects = await db.customerProject.findMany({
      where: { id: { in: await projectsOf(db, person) } },
      include: {
        messages: { orderBy: { createdAt: "asc" } },
        files: { include: { message: { select: { author: true } } } },
        rounds: {
          orderBy: { number: "asc" },
          include: {
            images: {
              orderBy: { sortOrder: "asc" },
              include: { pins: { include: { comments: { orderBy: { createdAt: "asc" } } } } },
            },
          },
        },
      },
      orderBy: { createdAt: "asc" },
    });
    return projects.map((project) => {
      const ownFiles = project.files.filter(isCustomersFile);
      const pathOf = (file: { id: string; originalName: string }) =>
        `${kind}/${zipFileName(file.id, file.originalName)}`;
      return {
        found: {
          title: project.projectName,
          date: project.createdAt,
          details: [
            project.contactName,
            project.email,
            project.phone,
            project.company,
            ...(project.approvedAt
              ? [sourceCopy.customerProjects.approved(project.approvedAt)]
              : []),
          ].filter(Boolean),
          files: ownFiles.map((file) => file.originalName),
          kept: project.approvedAt !== null,
        },
        data: {
          opprettet: project.createdAt,
          prosjekt: project.projectName,
          kontaktperson: project.contactName,
          epost: project.email,
          telefon: project.phone,
          firma: project.company,
          adresse: project.address,
          type: project.projectType,
          enheter: project.units,
          tjenester: project.services,
          frist: project.deadline,
          beskrivelse: project.description,
          steg: project.step,
          godkjenning: project.approvedAt
            ? {
                tidspunkt: project.approvedAt,
                navn: project.approvedBy,
                runde: project.approvedRound,
              }
            : null,
          meldinger: project.messages.map((message) => ({
            tidspunkt: message.createdAt,
            fra: message.author,
            tekst: message.body,
          })),
          filer: project.files.map((file) => ({
            navn: file.originalName,
            type: file.contentType,
            storrelse: file.size,
            levering: file.delivery,
            fil: isCustomersFile(file) ? pathOf(file) : null,
          })),
          runder: project.rounds.map((round) => ({
            runde: round.number,
            bilder: round.images.map((image) => ({
              tittel: image.title,
              punkter: image.pins.map((pin) => ({
                nummer: pin.number,
                x: pin.x,
                y: pin.y,
                lost: pin.resolvedAt,
                kommentarer: pin.comments.map((comment) => ({
                  tidspunkt: comment.createdAt,
                  fra: comment.author,
                  tekst: comment.body,
                })),
              })),
            })),
          })),
        },
        files: ownFiles.map((file) => ({ storageKey: file.storageKey, path: pathOf(file) })),
      };
    });
  },
  async erase(tx, person) {
    const ids = await projectsOf(tx, person);
    const [files, renders, approved] = await Promise.all([
      tx.customerProjectFile.findMany({ where: { projectId: { in: ids } } }),
      tx.feedbackImage.findMany({ where: { round: { projectId: { in: ids } } } }),
      tx.customerProject.findMany({
        where: { id: { in: ids }, approvedAt: { not: null } },
        select: { id: true, createdAt: true },
      }),
    ]);
    const keptIds = approved.map((project) => project.id);
    const pages = ids.flatMap((id) => [`/prosjekt/${id}`, `/admin/kundeprosjekter/${id}`]);
    await deleteMailsAbout(tx, pages);
    // An approval is the studio's record of what was accepted (bokføringsloven): the company,
    // type and services, and which round was approved when, stay. Her name goes from the
    // project's name and the approval too; the accepted quote keeps the name she typed.
    await tx.customerProjectMessage.deleteMany({ where: { projectId: { in: keptIds } } });
    await tx.customerProjectFile.deleteMany({ where: { projectId: { in: keptIds } } });
    await tx.feedbackRound.deleteMany({ where: { projectId: { in: keptIds } } });
    await tx.feedbackNotice.deleteMany({ where: { projectId: { in: keptIds } } });
    for (const project of approved) {
      await tx.customerProject.update({
        where: { id: project.id },
        data: {
          projectName: sourceCopy.customerProjects.erasedProjectName(project.createdAt),
          contactName: sourceCopy.customerProjects.erasedName,
          approvedBy: sourceCopy.customerProjects.erasedName,
          email: "",
          phone: "",
          address: "",
          description: "",
          units: null,
          deadline: null,
        },
      });
    }
    const { count } = await tx.customerProject.deleteMany({
      where: { id: { in: ids.filter((id) => !keptIds.includes(id)) } },
    });
    return {
      erased: count + keptIds.length,
      kept: keptIds.length,
      storageKeys: [...files, ...renders].map((file) => file.storageKey),
      pages,
    };
  },
};
