import { credentialNames } from "#app/content/credential-names.ts";
import { fillAll } from "#app/content/data/placeholders.ts";
import { siteFactValues } from "#app/content/data/site-facts.ts";
import { serviceNames } from "#app/content/service-names.ts";
import interfaceWords from "#content/pages/interface.json" with { type: "json" };
import type { Dictionary } from "./en.ts";

/**
 * Spanish UI strings, written for Santa Maria's Spanish-speaking clients (usted). Built in a call
 * marked pure, as en.ts explains.
 */
export const es = /* @__PURE__ */ (() => {
  // The sentences name the firm's facts by placeholder ({{site.phone}}: app/content/data/site-facts.ts).
  const facts = siteFactValues("es");
  const words = fillAll(interfaceWords.es, facts, "content/pages/interface.json", "es");
  return {
    site: words.site,
    nav: {
      mainLabel: "Principal",
      links: {
        home: "Inicio",
        services: "Servicios",
        about: "Nosotros",
        contact: "Contacto",
        privacy: "Política de privacidad",
        terms: "Términos del servicio",
      },
      callUs: "Llámenos",
      openMenu: "Abrir menú",
      closeMenu: "Cerrar menú",
      menuTitle: "Menú",
      allServices: "Todos los servicios",
      insurance: "Seguros para negocios y familias",
      opensInNewTab: "(se abre en una pestaña nueva)",
      skipToContent: "Saltar al contenido principal",
      categories: {
        bookkeeping: "Contabilidad",
        tax: "Impuestos",
        irs: "IRS y auditorías",
        business: "Negocios",
        quickbooks: "QuickBooks",
        insurance: "Seguros",
      },
    },
    theme: {
      toggle: "Tema oscuro",
    },
    language: {
      toggleCode: "EN",
      toggleLabel: "View this page in English",
      toggleLang: "en",
    },
    languageBanner: {
      text: "Prefer English? This page is also available in English.",
      textInPageLanguage: "¿Prefiere inglés? Esta página también está disponible en inglés.",
      action: "View in English",
      dismiss: "No, thanks",
    },
    serviceNames: serviceNames.es,
    hours: {
      title: "Horario",
      weekdays: "Lunes a viernes",
      saturday: "Sábado",
      sunday: "Domingo",
      byAppointment: "solo con cita",
      closed: "Cerrado",
    },
    footer: {
      ...words.footer,
      contactTitle: "Contacto",
      officesTitle: "Oficinas",
      servicesTitle: "Servicios",
      companyTitle: "La empresa",
      followUs: "Síganos",
      rights: "Todos los derechos reservados.",
      partOf: "Una empresa de",
      designedBy: "Sitio web por",
      phoneLabel: facts["site.phoneKind"],
      emailLabel: "Correo electrónico",
      /** The link to the client portal's sign-in page (site configuration). */
      clientPortal: "Portal de clientes",
    },
    common: {
      backToTop: "Volver arriba",
      notifications: "Notificaciones",
      close: "Cerrar",
      scheduleConsultation: "Agende una consulta",
      exploreServices: "Conozca nuestros servicios",
      callNow: "Llame al",
    },
    directory: {
      ...words.directory,
      eyebrow: "Servicios",
      filterLabel: "Filtrar servicios",
      tabs: {
        all: "Todos",
        bookkeeping: "Contabilidad",
        tax: "Impuestos",
        irs: "IRS",
        business: "Negocios",
        quickbooks: "QuickBooks",
      },
      sections: {
        bookkeeping: "Servicios de contabilidad",
        tax: "Servicios de impuestos",
        irs: "Ayuda con el IRS y auditorías",
        business: "Servicios para negocios",
        quickbooks: "Experiencia en QuickBooks",
      },
      searchLabel: "Buscar servicios",
      searchPlaceholder: "Buscar por nombre o descripción…",
      clearSearch: "Borrar búsqueda",
      results: "{count} servicios en pantalla",
      emptyCategory: "No hay servicios de {category} que coincidan con su búsqueda",
      emptyAll: "No hay servicios que coincidan con su búsqueda",
      learnMore: "Más información",
    },
    legal: { contents: "Contenido", effective: "Fecha de entrada en vigor" },
    credentials: credentialNames.es,
    quickbooks: {
      ...words.quickbooks,
      viewDetails: "Ver detalles",
      registerInterest: "Registrar interés",
      overview: "Descripción general",
      outcomes: "Lo que aprenderá",
      curriculum: "Temario",
      requirements: "Requisitos",
      pricing: "Opciones de precio",
      duration: "Duración",
      starts: "Inicio",
      price: "Precio",
      detailsOf: "Ver detalles: {title}",
      waitlistLabel: "Correo electrónico",
      waitlistButton: "Unirme a la lista",
      waitlistSending: "Enviando...",
      waitlistInvalidTitle: "Escriba un correo electrónico válido",
      waitlistInvalidText: "Necesitamos un correo válido para agregarlo a la lista de espera",
      waitlistFailed: "No se pudo enviar el registro. Inténtelo de nuevo más tarde.",
      honeypot: "Deje este campo vacío",
    },
    servicePage: {
      ...words.servicePage,
      step: "Paso",
      breadcrumb: "Ruta de navegación",
    },
    sampleContent: {
      label: "Contenido de ejemplo",
      notice:
        "Tenga en cuenta que esta es una vista previa. Los nombres, los testimonios y algunos datos de este sitio son de ejemplo; todavía no son la información real de la firma.",
      testimonial: "Testimonio de ejemplo",
    },
    carousel: {
      label: "Testimonios de clientes",
      slide: "Testimonio {n} de {total}",
      goTo: "Ver el testimonio {n}",
      previous: "Testimonio anterior",
      next: "Testimonio siguiente",
    },
    contactPage: {
      ...words.contactPage,
      officesLabel: "Oficinas",
      phoneLabel: facts["site.phoneKind"],
      emailLabel: "Información general",
      directions: "Cómo llegar",
      directionsTo: "Cómo llegar a {street} (se abre en una pestaña nueva)",
    },
    form: {
      ...words.form,
      requiredNote: "Los campos marcados con * son obligatorios.",
      name: "Nombre completo",
      email: "Correo electrónico",
      phone: "Teléfono",
      service: "Servicio de interés",
      selectService: "Seleccione un servicio",
      message: "Mensaje",
      courses: "¿Qué cursos de QuickBooks le interesan?",
      honeypot: "Deje este campo vacío",
      submit: "Enviar mensaje",
      sending: "Enviando...",
      serviceLabels: {
        Bookkeeping: "Contabilidad",
        "Tax Preparation": "Preparación de impuestos",
        "IRS Help": "Ayuda con el IRS",
        "QuickBooks Training": "Capacitación en QuickBooks",
        "New Business Setup": "Apertura de un negocio",
      },
      courseLabels: {
        "qb-basics": "Fundamentos de QuickBooks",
        "qb-advanced": "Funciones avanzadas de QuickBooks",
        "one-on-one": "Capacitación personalizada en QuickBooks",
        "qb-setup": "Configuración de QuickBooks",
        "qb-tips": "Taller de consejos y trucos de QuickBooks",
      },
      sendAnother: "Enviar otro mensaje",
      toastSuccessTitle: "Mensaje enviado con éxito",
      toastSuccessText: "Le responderemos lo antes posible",
      errorTitle: "Hubo un problema al enviar su mensaje",
      errorDefault: "No se pudo enviar el mensaje",
      errorRateLimited:
        "Se enviaron demasiados mensajes desde su conexión en poco tiempo. Espere un minuto e inténtelo de nuevo.",
      errorUnexpected: "Ocurrió un error inesperado",
      errorNetwork: "No pudimos comunicarnos con nuestro servidor. Revise su conexión a internet e inténtelo de nuevo.",
      errorEmpty:
        "No pudimos enviar su mensaje en este momento. Por favor inténtelo de nuevo o comuníquese directamente por teléfono o correo electrónico.",
      errorAlternatives: "También puede comunicarse directamente:",
      toastErrorTitle: "No se pudo enviar el mensaje",
      toastErrorText: "Por favor inténtelo de nuevo o comuníquese directamente",
      close: "Cerrar",
      tryAgain: "Intentar de nuevo",
    },
    contactForm: {
      errors: {
        name: "El nombre debe tener al menos 2 caracteres",
        email: "Por favor ingrese un correo electrónico válido",
        service: "Por favor seleccione un servicio",
        message: "El mensaje debe tener al menos 10 caracteres",
        tooLong: "El texto es más largo de lo que podemos aceptar. Por favor acórtelo.",
      },
      server: {
        sent: "Gracias. Su mensaje fue enviado y le responderemos lo antes posible.",
        queued: "Gracias. Recibimos su mensaje y le responderemos lo antes posible.",
        invalid: "No pudimos aceptar parte de la información. Por favor revise el formulario e inténtelo de nuevo.",
        tooLarge: "Su mensaje es demasiado largo para enviarlo. Por favor acórtelo e inténtelo de nuevo.",
        notJson: "No pudimos leer el formulario. Por favor vuelva a cargar la página e inténtelo de nuevo.",
        methodNotAllowed: "Esta dirección solo acepta mensajes enviados desde el formulario de contacto.",
        forbidden: "Por favor envíe su mensaje desde el formulario de contacto de nuestro sitio web.",
        rateLimited: "Ha enviado varios mensajes en poco tiempo. Por favor espere unos minutos e inténtelo de nuevo.",
        tokenExpired:
          "Este formulario estuvo abierto mucho tiempo, así que lo renovamos. Su mensaje sigue en el formulario: por favor envíelo de nuevo.",
        deliveryFailed:
          "No pudimos enviar su mensaje en este momento. Por favor llámenos al {phone} o escríbanos a {email}.",
        unexpected: "Algo salió mal de nuestro lado. Por favor inténtelo de nuevo o llámenos al {phone}.",
      },
    },
    formResult: {
      ...words.formResult,
      checkRules: [
        "El nombre debe tener al menos 2 caracteres",
        "Por favor ingrese un correo electrónico válido",
        "Por favor seleccione un servicio",
        "El mensaje debe tener al menos 10 caracteres",
      ],
      backToForm: "Volver al formulario de contacto",
      backHome: "Volver al inicio",
      orCall: "También puede llamarnos al {phone}.",
    },
    notFound: {
      ...words.notFound,
      button: "Volver al inicio",
    },
    errorBoundary: words.errorBoundary,
  } satisfies Dictionary;
})();
