// German product pages; the terms follow the glossary at the top of ./products.ts.
import type { Translation } from "../translation";
import { joinProductPages } from "../join-product-pages";
import type {
  productDetails as englishProductDetails,
  productPages as englishProductPages,
} from "../product-details";
import { productSlugs } from "../product-slugs";
import { site } from "./site";
import { products } from "./products";

/** What each product's page shows beyond its card, in German. */
export const productDetails = {
  [productSlugs.erp]: {
    longDescription: [
      `SUBOPiere ist die ERP-Distribution der ${site.brand}-Plattform. Finanzwesen, Einkauf, ` +
        "Vertrieb, Lagerwirtschaft und Reporting bilden darin ein einziges System auf der " +
        "Business Operations Platform (BOP): Alle Module teilen dasselbe Datenmodell und " +
        "dieselben Sicherheits- und In­te­gra­ti­ons­ser­vices. Soft­ware­her­stel­ler und " +
        "Sys­tem­in­te­gra­to­ren nutzen SUBOPiere als fertige Grundlage, statt einen ERP-Stack aus " +
        "einzelnen Teilen zusammenzusetzen.",
      "Da SUBOPiere auf Oracle-Datenbank und -\u2060Middleware aufbaut, stützt es sich bei " +
        "Trans­ak­ti­ons­ver­ar­bei­tung, Verfügbarkeit und Datenschutz auf bewährte Schichten. Die " +
        "Editionen reichen von Entry über Basic bis Corporate; optionale Module ergänzen " +
        "Diagnose und Tuning, Multitenant-Betrieb, Datenmaskierung und Subsetting, eine " +
        "Java-Engine und Reporting, wenn die Anforderungen wachsen.",
      "Branchenlösungen erweitern den Kern für Banken, Versicherungen, Gesundheitsakten, " +
        "Treasury, Fakturierung, Fertigung und in­halts­ori­en­tier­te Unternehmen. Partner " +
        "konfigurieren die Prozesse, die ihre Kunden brauchen, ergänzen eigene Erweiterungen " +
        "über BOP-Services und behalten einen klaren Upgrade-Pfad, weil Anpassungen außerhalb " +
        "des Standardcodes bleiben.",
    ],
    features: [
      {
        title: "Gemeinsames Datenmodell",
        description:
          "Alle Module lesen und schreiben dasselbe BOP-Datenmodell, damit Finanzwesen, " +
          "Logistik und Reporting übereinstimmen.",
      },
      {
        title: "Editionen, die mitwachsen",
        description:
          "Beginnen Sie mit der Edition Entry und wechseln Sie zu Basic oder Corporate, wenn " +
          "die Anforderungen wachsen.",
      },
      {
        title: "Branchenlösungen",
        description:
          "Bran­chen­spe­zi­fi­sche Erweiterungen für Banken, Versicherungen, Gesundheitsakten und " +
          "mehr setzen auf demselben Kern auf.",
      },
      {
        title: "Multitenant-Betrieb",
        description:
          "Betreuen Sie mehrere Kunden oder Geschäftsbereiche aus einer Installation, mit " +
          "sauber getrennten Daten.",
      },
      {
        title: "Datenmaskierung und Subsetting",
        description:
          "Erstellen Sie aus Produktivdaten da­ten­schutz­kon­for­me Test- und Schu­lungs­um­ge­bun­gen.",
      },
      {
        title: "Integriertes Reporting",
        description:
          "Operative und finanzielle Berichte laufen auf aktuellen ERP-Daten; weitergehende " +
          "Analysen bietet BOP.",
      },
      {
        title: "Replikation mit Golden Gate",
        description:
          "Halten Sie SUBOPiere-Daten mit Golden Gate synchron mit anderen Systemen und " +
          "Standorten.",
      },
      {
        title: "Erweiterbar durch Partner",
        description:
          "Ergänzen Sie part­ner­spe­zi­fi­sche Logik über BOP-Services und die Java-Engine, ohne " +
          "den Standardcode zu verändern.",
      },
    ],
    heroImage: {
      src: "/images/subopiere-hero.svg",
      alt:
        "Diagramm: SUBOPiere-Module und Branchenlösungen liegen auf dem BOP-Kern, der auf der " +
        "Oracle-Datenbank aufsetzt",
      width: 1200,
      height: 675,
    },
    extraSections: [
      {
        id: "verticals",
        heading: "Branchenlösungen",
        intro:
          "Branchenlösungen ergänzen den SUBOPiere-Kern um bran­chen­spe­zi­fi­sche Prozesse und " +
          "Daten und sind mit den Core-Editionen erhältlich.",
        items: [
          {
            title: "ERP",
            description:
              "Finanzwesen, Einkauf, Vertrieb, Lagerwirtschaft und Projektabrechnung für den " +
              "allgemeinen Geschäftsbetrieb.",
          },
          {
            title: "Banken",
            description:
              "Verwaltung von Kunden, Konten und Produkten mit den Prüfpfaden, die der " +
              "regulierte Bankbetrieb verlangt.",
          },
          {
            title: "Versicherungen",
            description:
              "Prozesse für Polizzen, Schäden und Provisionen, verbunden mit dem Hauptbuch.",
          },
          {
            title: "Content",
            description:
              "Verwaltung von Dokumenten, Medien und Rechten für Verlage und in­halts­ori­en­tier­te " +
              "Unternehmen.",
          },
          {
            title: "Gesundheitsakte",
            description:
              "Strukturierte Patienten- und Behandlungsakten mit Zu­griffs­kon­trol­len für " +
              "Ge­sund­heits­dienst­leis­ter.",
          },
          {
            title: "Treasury",
            description:
              "Verwaltung von Zahlungsmitteln, Liquidität und Fi­nanz­in­stru­men­ten, direkt mit der " +
              "Buchhaltung verbunden.",
          },
          {
            title: "Abrechnung",
            description:
              "Tarifierung, Rechnungsstellung und Forderungen für Abonnement- und " +
              "nutzungsbasierte Leistungen.",
          },
          {
            title: "Fertigung",
            description:
              "Stücklisten, Fer­ti­gungs­auf­trä­ge und Materialfluss, verknüpft mit Lagerbestand und " +
              "Kalkulation.",
          },
        ],
      },
    ],
  },
  [productSlugs.bop]: {
    longDescription: [
      `Die ${site.brand} Business Operations Platform (BOP) ist die gemeinsame Grundlage aller ` +
        `${site.brand}-Anwendungen. Sie baut auf Oracle-Datenbank und -\u2060Middleware auf und macht ` +
        "daraus einheitliche Business-Services: Identität und Sicherheit, Prozessmanagement, " +
        "Datenintegration, Caching, mobilen Zugriff und Reporting. Anwendungen auf BOP nutzen " +
        "diese Services, statt sie neu zu entwickeln.",
      "Unabhängigen Soft­ware­her­stel­lern verkürzt BOP den Weg von der Idee zum Produkt, das für " +
        "Großkunden bereit ist. Sys­tem­in­te­gra­to­ren erhalten eine wiederverwendbare Basis für " +
        "ihre Projekte, sodass sich die Teams auf kundenspezifische Logik statt auf " +
        `Infrastruktur konzentrieren. SUBOPiere, die ERP-Distribution von ${site.brand}, basiert ` +
        "auf BOP, und Partnerlösungen lassen sich auf dieselbe Weise aufbauen.",
      "BOP ist modular aufgebaut. Security Core und Enterprise Core bilden die Basis; " +
        "Komponenten wie BPM, ETL, BI-Reporting, In-Memory-Verarbeitung, Multitenant-Betrieb " +
        "und Caching kommen hinzu, sobald sie gebraucht werden. Die Replikation mit Golden Gate " +
        "hält die Daten zwischen BOP-Installationen, SUBOPiere und externen Systemen synchron.",
    ],
    features: [
      {
        title: "Sicherheit und Identität",
        description:
          "Zentrale Authentifizierung, Autorisierung und Iden­ti­täts­ver­wal­tung, mit Anbindung " +
          "an bestehende Ver­zeich­nis­diens­te.",
      },
      {
        title: "Ge­schäfts­pro­zess­ma­nage­ment",
        description:
          "Modellieren, steuern und überwachen Sie Geschäftsprozesse über Anwendungen hinweg " +
          "mit BOP BPM.",
      },
      {
        title: "ETL und Datenintegration",
        description:
          "Laden und transformieren Sie Daten aus Alt- und Fremdsystemen und gleichen Sie sie ab.",
      },
      {
        title: "BI-Reporting",
        description:
          "Erstellen Sie Berichte und Dashboards auf Plattformdaten, ohne eigenen Analytics-Stack.",
      },
      {
        title: "In-Memory und Caching",
        description:
          "Die Cache-Varianten Lite, Enterprise und Grid halten häufig genutzte Daten nahe an " +
          "der Anwendung.",
      },
      {
        title: "Multitenant-Betrieb",
        description:
          "Betreiben Sie isolierte Mandanten auf gemeinsamer Infrastruktur – passend für " +
          "Hersteller, die gehostete Services anbieten.",
      },
      {
        title: "Mobiler Zugriff",
        description:
          "Stellen Sie Business-Services mobilen Anwendungen zur Verfügung, unter demselben " +
          "Sicherheitsmodell.",
      },
      {
        title: "Platt­form­ver­wal­tung",
        description:
          "Überwachen, konfigurieren und warten Sie die Platt­form­kom­po­nen­ten an einer Stelle.",
      },
    ],
    heroImage: {
      src: "/images/bop-hero.svg",
      alt:
        "Diagramm: die BOP-Service-Schicht zwischen Oracle-Datenbank und -Middleware darunter " +
        "und den Anwendungen darüber",
      width: 1200,
      height: 675,
    },
    extraSections: [
      {
        id: "how-bop-fits",
        heading: "Wie sich BOP einfügt",
        intro:
          `BOP ist die mittlere Schicht der ${site.brand}-Plattform: Sie baut auf Oracle-Technologie ` +
          "auf und trägt die Anwendungen darüber.",
        items: [
          {
            title: "Oracle-Datenbank und -\u2060Middleware",
            description:
              "Die Basisschicht sorgt für Datenhaltung, Transaktionen, Verfügbarkeit und den " +
              "Betrieb der Anwendungen.",
          },
          {
            title: "BOP-Services",
            description:
              "Services für Sicherheit, Identität, Prozesse, Integration, Caching und Reporting, " +
              "die alle Anwendungen gemeinsam nutzen.",
          },
          {
            title: "Anwendungen darüber",
            description:
              `SUBOPiere, die weiteren ${site.brand}-Produkte und Partnerlösungen nutzen ` +
              "BOP-Services, statt eigene zu entwickeln.",
          },
          {
            title: "Replikation mit Golden Gate",
            description:
              "Die Datenreplikation hält BOP- und SUBOPiere-Installationen untereinander und mit " +
              "externen Systemen synchron.",
          },
        ],
      },
    ],
  },
  [productSlugs.accounting]: {
    longDescription: [
      `${site.brand} Accounting, Reporting & HR vereint die Backoffice-Funktionen, auf die die ` +
        "meisten Organisationen angewiesen sind: Hauptbuch, Debitoren und Kreditoren, " +
        "An­la­gen­buch­hal­tung, Finanzberichte und Per­so­nal­ver­wal­tung. Die Module teilen ein " +
        "Datenmodell, sodass eine geänderte Or­ga­ni­sa­ti­ons­struk­tur oder eine neue Kostenstelle " +
        "zugleich in Buchhaltung, Reporting und HR sichtbar ist.",
      "Das Produkt richtet sich an Partner, die etablierte Organisationen betreuen und ein " +
        "verlässliches Backoffice mit ihren eigenen Branchenlösungen kombinieren möchten. " +
        "Standardprozesse stehen von Anfang an bereit; länderspezifische Rech­nungs­le­gungs­re­geln, " +
        "Berichtsformate und Schnittstellen zur Lohnverrechnung lassen sich je " +
        "Land und Kunde konfigurieren.",
      "Auf Oracle-Datenbank und -\u2060Middleware bietet die Lösung durchgängige Sicherheit, " +
        "Nach­voll­zieh­bar­keit und Leistung. Über BOP-Services ist sie mit SUBOPiere und den " +
        `weiteren ${site.brand}-Produkten verbunden: Finanz- und Personaldaten bleiben auf der ` +
        "ganzen Plattform abgestimmt, und Partner erweitern jeden Bereich, ohne eigene " +
        "Integrationen pflegen zu müssen.",
    ],
    features: [
      {
        title: "Hauptbuch und Nebenbücher",
        description:
          "Hauptbuch, Debitoren, Kreditoren und Anlagen fließen in eine einzige, konsistente " +
          "Buchführung.",
      },
      {
        title: "Finanz- und gesetzliches Berichtswesen",
        description:
          "Erstellen Sie Management- und gesetzliche Berichte aus denselben Daten wie die " +
          "tägliche Buchhaltung.",
      },
      {
        title: "Per­so­nal­ver­wal­tung",
        description:
          "Pflegen Sie Mitarbeiterdaten, Or­ga­ni­sa­ti­ons­struk­tu­ren, Verträge und Abwesenheiten " +
          "an einer Stelle.",
      },
      {
        title: "Schnittstellen zur Lohnverrechnung",
        description:
          "Übergeben Sie Personal- und Zeitdaten über konfigurierbare Schnittstellen an lokale " +
          "Lohn­ver­rech­nungs­an­bie­ter.",
      },
      {
        title: "Kos­ten­stel­len­rech­nung",
        description:
          "Ordnen Sie Kosten Abteilungen und Projekten zu und vergleichen Sie Ist- mit " +
          "Planwerten.",
      },
      {
        title: "Prüfpfad",
        description:
          "Jede Buchung und jede Stamm­da­ten­än­de­rung wird mit Benutzer und Zeitpunkt für " +
          "Prüfungen festgehalten.",
      },
    ],
  },
  [productSlugs.udm]: {
    longDescription: [
      `${site.brand} UDM/PLM verbindet ein einheitliches Datenmodell (UDM) mit Product Lifecycle ` +
        "Management (PLM). Alle Abteilungen erhalten eine gemeinsame, konsistente Definition " +
        "von Produkten, Teilen, Dokumenten und ihren Beziehungen – vom ersten Entwurf über " +
        "Produktion und Service bis zur Auslaufphase –, sodass jedes Team in jeder Phase mit " +
        "denselben Informationen arbeitet.",
      "Viele Organisationen halten Produktdaten getrennt in Entwicklungs-, ERP- und " +
        "Vertriebssystemen; die Folge sind doppelte Datensätze und manueller Abgleich. UDM/PLM " +
        "definiert das gemeinsame Modell einmal und stellt es über BOP-Services bereit, sodass " +
        "SUBOPiere, Part­ner­an­wen­dun­gen und Reporting-Werkzeuge mit denselben Stammdaten arbeiten.",
      "Än­de­rungs­ma­nage­ment, Versionierung und Freigabe-Workflows sind eingebaut, damit jede " +
        "Änderung geprüft und dokumentiert wird. Partner können das Modell um " +
        "bran­chen­spe­zi­fi­sche Attribute erweitern, während die Kernstruktur über Upgrades hinweg " +
        "stabil bleibt. So bleiben Integrationen berechenbar, auch wenn sich Produkte, " +
        "Lieferanten und interne Prozesse mit der Zeit ändern.",
    ],
    features: [
      {
        title: "Einheitliches Datenmodell",
        description:
          "Eine gemeinsame Definition von Produkten, Teilen, Dokumenten und Beziehungen über " +
          "alle Anwendungen.",
      },
      {
        title: "Le­bens­zy­klus­pha­sen",
        description:
          "Verfolgen Sie jedes Produkt von Konzept und Entwicklung über Produktion und Service " +
          "bis zur Auslaufphase.",
      },
      {
        title: "Stücklisten",
        description:
          "Verwalten Sie Konstruktions- und Fer­ti­gungs­stück­lis­ten und halten Sie sie abgestimmt.",
      },
      {
        title: "Änderungs- und Ver­si­ons­ver­wal­tung",
        description:
          "Erfassen Sie Revisionen, leiten Sie Änderungsanträge zur Freigabe weiter und behalten " +
          "Sie die vollständige Historie.",
      },
      {
        title: "Verknüpfte Dokumente",
        description:
          "Hängen Sie Zeichnungen, Spezifikationen und Zertifikate direkt an die Teile, die sie " +
          "beschreiben.",
      },
      {
        title: "Erweiterbare Attribute",
        description:
          "Ergänzen Sie bran­chen­spe­zi­fi­sche Felder, ohne das Kernmodell zu verändern.",
      },
      {
        title: "Verbunden mit SUBOPiere",
        description: "Stammdaten fließen in ERP-Prozesse wie Einkauf, Produktion und Vertrieb.",
      },
    ],
  },
  [productSlugs.materialFlow]: {
    longDescription: [
      `${site.brand} BI & Material Flow Reporting ist für Organisationen gemacht, die Oracle ` +
        "E-Business Suite (OEBS) einsetzen. Die Lösung ergänzt eine Reporting-Schicht, die " +
        "Materialien durch Einkauf, Wareneingang, Lager, Produktion und Versand verfolgt und " +
        "die Ergebnisse als Auswertungen aufbereitet, mit denen Betriebs- und Finanzteams " +
        "direkt arbeiten können.",
      "Die Daten werden aus OEBS in ein eigenes, auf Analysen ausgelegtes Reporting-Modell " +
        "übernommen, damit aufwendige Abfragen nicht mit dem Trans­ak­ti­ons­be­trieb konkurrieren. " +
        "Standardberichte decken Lagerbestände und -bewegungen, Bestandsbewertung, " +
        "Lie­fe­ran­ten­leis­tung und Materialverbrauch in der Produktion ab; jeder Bericht lässt " +
        "sich nach Organisation, Artikel, Zeitraum oder Lagerort filtern.",
      "Partner können auf demselben Modell eigene Berichte und Dashboards ergänzen. Da die " +
        "Lösung Oracle-Da­ten­bank­tech­no­lo­gie und BOP-In­te­gra­ti­ons­ser­vices nutzt, fügt sie sich " +
        "in bestehende OEBS-Umgebungen ein, ohne die E-Business Suite selbst zu verändern, und " +
        "läuft neben den Reporting-Werkzeugen, die eine Organisation bereits verwendet.",
    ],
    features: [
      {
        title: "Ma­te­ri­al­fluss­ana­ly­se",
        description:
          "Verfolgen Sie Artikel von der Bestellung über Wareneingang, Lager und Produktion " +
          "bis zum Versand.",
      },
      {
        title: "Bestandsreporting",
        description:
          "Sehen Sie Lagerbestände, Bewegungen, Lagerdauer und Bewertung nach Organisation und " +
          "Lagerort.",
      },
      {
        title: "Einblicke in den Einkauf",
        description:
          "Prüfen Sie Liefertreue der Lieferanten, offene Bestellungen und Preis­ent­wick­lun­gen.",
      },
      {
        title: "Materialverbrauch in der Produktion",
        description:
          "Vergleichen Sie geplanten und tatsächlichen Materialeinsatz für jeden Fertigungsauftrag.",
      },
      {
        title: "Eigenes Reporting-Modell",
        description:
          "Auswertungen laufen auf einem getrennten Modell und entlasten die OEBS-Transaktionen.",
      },
      {
        title: "Erweiterbare Dashboards",
        description: "Partner und Kunden können auf denselben Daten weitere Berichte erstellen.",
      },
    ],
  },
  [productSlugs.fundAccounting]: {
    longDescription: [
      `${site.brand} Fund Accounting unterstützt die Buchhaltung von Investmentfonds und den ` +
        "Gesellschaften, die sie verwalten. Die Lösung erfasst Wert­pa­pier­ge­schäf­te, Erträge " +
        "und Aufwendungen, bewertet Portfolios und berechnet Nettoinventarwert und Anteilspreise; " +
        "die daraus entstehenden Buchungen fließen in ein vollständiges Hauptbuch.",
      "Fonds­ad­mi­nis­tra­to­ren, Ver­mö­gens­ver­wal­ter und die Partner, die sie betreuen, brauchen " +
        "Genauigkeit, Nach­voll­zieh­bar­keit und klare Kontrollen. Die Lösung führt jede " +
        "Bewertung und jede Buchung auf ihre Quelle zurück, verwaltet mehrere Fonds und " +
        "Anteilsklassen in einer Installation und liefert die Berichte, die Geschäftsleitung, " +
        "Anleger und Aufsichtsbehörden verlangen.",
      "Fund Accounting läuft auf Oracle-Datenbank und -\u2060Middleware und nutzt BOP-Services für " +
        "Sicherheit, Integration und Reporting. Wo Organisationen einen breiteren Blick auf ihre " +
        "Finanzprozesse brauchen, ist es mit den Branchenlösungen Treasury und Banken von " +
        "SUBOPiere verbunden – von der Li­qui­di­täts­pla­nung bis zur Buchhaltung der " +
        "Ver­wal­tungs­ge­sell­schaft selbst.",
    ],
    features: [
      {
        title: "Port­fo­lio­be­wer­tung",
        description:
          "Bewerten Sie Bestände zu Marktpreisen, mit vollständiger Historie jedes Bewertungslaufs.",
      },
      {
        title: "Nettoinventarwert und Anteilspreise",
        description:
          "Berechnen Sie Nettoinventarwert (NAV) und Anteilspreise je Fonds und Anteilsklasse.",
      },
      {
        title: "Hauptbuch je Fonds",
        description:
          "Führen Sie für jeden Fonds eigene Bücher, bei Bedarf mit konsolidierten Sichten.",
      },
      {
        title: "Abgrenzung von Erträgen und Aufwendungen",
        description:
          "Grenzen Sie Zinsen, Dividenden, Gebühren und sonstige Kosten in der täglichen " +
          "Verarbeitung ab.",
      },
      {
        title: "Anleger- und Aufsichtsberichte",
        description:
          "Erstellen Sie Berichte für Geschäftsleitung, Anleger und Aufsichtsbehörden aus " +
          "denselben Daten.",
      },
      {
        title: "Kontrollen und Prüfpfad",
        description:
          "Freigabeschritte und lückenlose Nach­voll­zieh­bar­keit unterstützen interne und externe " +
          "Prüfungen.",
      },
    ],
  },
  [productSlugs.citros]: {
    longDescription: [
      `Citros ist das Open-Source-Angebot der ${site.brand}-Plattform und gehört zur ` +
        "OpenSky-Familie. Es überträgt die Ideen der Oracle-basierten Produkte – eine " +
        "gemeinsame Grundlage, wiederverwendbare Business-Services und Anwendungen darüber – " +
        "auf einen Technologie-Stack aus bewährten Open-Source-Komponenten.",
      "Citros eignet sich für unabhängige Soft­ware­her­stel­ler und Sys­tem­in­te­gra­to­ren, deren " +
        "Kunden offene Technologien verlangen oder die klein beginnen möchten, ohne sich für den " +
        "darunterliegenden Stack an Lizenzen zu binden. Projekte können mit einem gezielten " +
        "Funktionsumfang starten und weitere Module ergänzen, sobald die Anforderungen klar " +
        `sind; ${site.brand} unterstützt dabei mit Ar­chi­tek­tur­be­ra­tung, Implementierung und Wartung.`,
      "Da Citros denselben Ge­stal­tungs­prin­zi­pi­en folgt wie BOP, setzen Partner dieselben " +
        "Kenntnisse und Methoden in beiden Familien ein und wählen für jeden Kunden den " +
        "passenden Stack, statt jeden Kunden in einen einzigen Stack zu zwängen. Wo ein Projekt " +
        `beides braucht, lassen sich Lösungen auch mit Oracle-basierten ${site.brand}-Produkten ` +
        "kombinieren.",
    ],
    features: [
      {
        title: "Open-Source-Stack",
        description:
          "Aufgebaut auf bewährten Open-Source-Komponenten für Datenbank-, Anwendungs- und " +
          "In­te­gra­ti­ons­schicht.",
      },
      {
        title: "Gemeinsame Ge­stal­tungs­prin­zi­pi­en",
        description:
          "Folgt dem Schichtenmodell von BOP, sodass Konzepte und Kenntnisse zwischen den " +
          "Familien übertragbar sind.",
      },
      {
        title: "Modulares Wachstum",
        description:
          "Beginnen Sie mit den Funktionen, die Sie brauchen, und ergänzen Sie Module, wenn die " +
          "Anforderungen wachsen.",
      },
      {
        title: "Offene Standards und Schnittstellen",
        description:
          "Stan­dard­pro­to­kol­le und APIs erleichtern die Integration in bestehende Systeme.",
      },
      {
        title: "Für Partner gemacht",
        description:
          "Hersteller und Integratoren können Citros erweitern, paketieren und als Teil ihrer " +
          "eigenen Lösungen ausliefern.",
      },
      {
        title: `Unterstützung von ${site.brand}`,
        description:
          "Ar­chi­tek­tur­be­ra­tung, Hilfe bei der Implementierung und Wartung erhalten Sie vom " +
          `${site.brand}-Team.`,
      },
    ],
  },
} as const satisfies Translation<typeof englishProductDetails>;

/** Every German product with its card and page content together, in the home page's order. */
export const productPages: Translation<typeof englishProductPages> = joinProductPages(
  products,
  productDetails,
);
