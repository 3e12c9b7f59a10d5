import { TYPING_SESSION_KEY } from "../constants";
import type { legalPages as englishLegalPages } from "../legal";
import type { Translation } from "../translation";
import { site } from "./site";

const { legalName, email, address } = site;
const postal = `${address.street}, ${address.postalCode} ${address.city}, ${address.country}`;

export const legalPages = {
  terms: {
    title: "Nut­zungs­be­din­gun­gen",
    description: `Bedingungen für die Nutzung der Website von ${site.brand}: wer sie herausgibt, was ihre Preise bedeuten und wie ihre Inhalte verwendet werden dürfen.`,
    sections: [
      {
        heading: "Diese Website",
        paragraphs: [
          `Diese Website wird von der ${legalName}, ${postal}, herausgegeben. Sie beschreibt unsere Produkte und deren Listenpreise ausschließlich zur Information.`,
          "Die Inhalte dieser Website sind kein Angebot zum Abschluss eines Vertrags. Die Preise sind Listenpreise in Euro zzgl. USt.; ein Vertrag kommt erst mit einer unterzeichneten Vereinbarung zustande.",
        ],
      },
      {
        heading: "Nutzung der Inhalte",
        paragraphs: [
          `Texte und Grafiken dieser Website gehören der ${legalName}. Sie dürfen die Seiten lesen, ausdrucken und auf sie verlinken; jede weitere Verwendung bedarf unserer schriftlichen Zustimmung.`,
          "Oracle und die Namen von Oracle-Produkten sind Marken ihrer jeweiligen Inhaber. Sie werden hier nur verwendet, um die Technologie zu beschreiben, auf der unsere Produkte aufbauen.",
        ],
      },
      {
        heading: "Fragen",
        paragraphs: [`Fragen zu diesen Nut­zungs­be­din­gun­gen richten Sie bitte an ${email}.`],
      },
    ],
  },
  privacy: {
    title: "Da­ten­schutz­er­klä­rung",
    description: `Was die Website von ${site.brand} in Ihrem Browser speichert und was ihre Server über Besuche aufzeichnen können.`,
    sections: [
      {
        heading: "Keine Cookies, kein Tracking",
        paragraphs: [
          "Diese Website setzt keine Cookies, verwendet keine Analysewerkzeuge und lädt keine Inhalte von anderen Websites. Sie enthält keine Formulare und fragt keine personenbezogenen Daten ab.",
        ],
      },
      {
        heading: "Speicherung im Browser",
        paragraphs: [
          `Die Startseite legt im Sitzungsspeicher (sessionStorage) Ihres Browsers einen einzigen Eintrag an: „${TYPING_SESSION_KEY}“. Er sorgt dafür, dass der animierte Titel pro Besuch nur einmal getippt wird. Der Eintrag enthält keine personenbezogenen Daten und wird gelöscht, sobald Sie den Browser-Tab schließen.`,
        ],
      },
      {
        heading: "Server-Protokolle",
        paragraphs: [
          "Die Server, die diese Seiten ausliefern, können technische Zu­griffs­pro­to­kol­le aufzeichnen – darunter Ihre IP-Adresse, die aufgerufene Seite und den Zeitpunkt –, um den Betrieb und die Sicherheit des Dienstes zu gewährleisten. Die Protokolle werden nicht zur Erstellung von Profilen verwendet.",
        ],
      },
      {
        heading: "Verantwortlicher und Ihre Rechte",
        paragraphs: [
          `Verantwortlich ist die ${legalName}, ${postal}. Sie können jederzeit Auskunft über Ihre Daten verlangen und deren Berichtigung oder Löschung beantragen, indem Sie an ${email} schreiben. Außerdem können Sie sich bei der österreichischen Da­ten­schutz­be­hör­de beschweren.`,
        ],
      },
    ],
  },
  security: {
    title: "Sicherheit",
    description: `Wie Sie eine Sicherheitslücke in der Website oder den Produkten von ${site.brand} melden und wie diese statische Website betrieben wird.`,
    sections: [
      {
        heading: "Sicherheitslücken melden",
        paragraphs: [
          `Wenn Sie glauben, eine Sicherheitslücke in dieser Website oder in einem unserer Produkte gefunden zu haben, schreiben Sie uns bitte an ${email}. Unsere Kontaktdaten für Si­cher­heits­mel­dun­gen stehen auch in der standardisierten Datei security.txt dieser Website.`,
          "Bitte geben Sie uns angemessen Zeit, eine Lücke zu schließen, bevor Sie sie veröffentlichen, und greifen Sie nicht auf Daten zu, die nicht Ihnen gehören.",
        ],
      },
      {
        heading: "Diese Website",
        paragraphs: [
          "Die Website besteht aus statischen Seiten, die über HTTPS ausgeliefert werden. Sie hat keine Anmeldung, keine Formulare und keine Datenbanken und ruft keine anderen Dienste auf.",
        ],
      },
    ],
  },
} as const satisfies Translation<typeof englishLegalPages>;
