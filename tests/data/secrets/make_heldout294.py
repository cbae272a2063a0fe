# ruff: noqa: E501
"""Writes heldout294_credentials.yaml and heldout294_lookalikes.yaml: held-out batch 294.

Persona: a veterinarian who owns a small-animal clinic in Guadalajara and writes her notes in
Mexican Spanish with some English. She asks the assistant to keep the logins of the clinic's
practice-management SaaS, the SAT e-firma (FIEL) key passphrase and CIEC password, the BBVA
and Banorte business banking passwords and token PINs, the Clip and Mercado Pago terminal and
account credentials, the clinic Wi-Fi, the controlled-drugs cabinet combination, the alarm
code and the X-ray workstation admin password; and many look-alikes: RFC tax ids, CURP, CLABE
numbers, patient records, microchips, CFDI folios and UUIDs, vaccine lots, masked cards and
phone numbers.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    Rows,
    anthropic_key,
    app_password,
    b64,
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    jwt,
    luhn,
    mac,
    openai_project_key,
    phrase,
    pick,
    pw,
    rnd,
    sendgrid_key,
    ssh_pub,
    uid,
    write_corpora,
)

PETS = ["Firulais", "Canela", "Chispa", "Manchas", "Tequila", "Pelusa", "Rocky", "Kiara",
        "Chocolate", "Pulga", "Mostaza", "Nieve", "Coco", "Bombon", "Tlacuache"]
PLACES = ["Chapala", "Tlaquepaque", "Zapopan", "Tapatio", "Tonala", "Ajijic", "Mezquitan",
          "Minerva", "Providencia", "Colomos"]
WORDS = ["perro", "gato", "jacaranda", "tortuga", "nopal", "mariachi", "huellita", "agave",
         "colibri", "tejuino", "birria", "lluvia", "cometa", "volcan", "azulejo", "canica",
         "girasol", "tamarindo", "pirul", "aguacate", "jicama", "sandia"]
CONSONANTS = "BCDFGHJKLMNPQRSTVWXYZ"
SYMBOLS = "!#$%&*.-"


def contra() -> str:
    """A password she chose or a manager generated."""
    return pick(
        f"{pick(*PETS)}{digits(4)}{pick(*SYMBOLS)}",
        f"{pick(*PLACES)}.{pick(*PETS).lower()}{digits(2)}{pick(*SYMBOLS)}",
        f"{pick(*WORDS).capitalize()}{pick(*SYMBOLS)}{pick(*WORDS)}{digits(3)}",
        pw(),
        rnd(ALNUM + "!#$%&*", 14),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def fecha6(start: int = 60, span: int = 40) -> str:
    return f"{(start + secrets.randbelow(span)) % 100:02d}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"


def rfc_fisica() -> str:
    return rnd(UPPER, 4) + fecha6() + rnd(UPPER + DIGITS, 2) + pick(*DIGITS, "A")


def rfc_moral() -> str:
    return rnd(UPPER, 3) + fecha6(5, 19) + rnd(UPPER + DIGITS, 2) + pick(*DIGITS, "A")


def curp() -> str:
    return (rnd(UPPER, 4) + fecha6() + pick("H", "M") + pick("JC", "JC", "MC", "DF", "MN")
            + rnd(CONSONANTS, 3) + pick(*DIGITS, "A") + digits(1))


def clabe(bank: str) -> str:
    """An 18-digit CLABE with a valid check digit (weights 3, 7, 1)."""
    body = bank + pick("320", "320", "180", "010") + digits(11)
    total = sum(int(c) * w % 10 for c, w in zip(body, ([3, 7, 1] * 6)[:17], strict=True))
    return body + str((10 - total % 10) % 10)


def chip() -> str:
    return pick("985", "900", "941", "977", "484") + digits(12)


def cfdi_uuid() -> str:
    return uid().upper()


def mp_access_token(prefix: str = "APP_USR") -> str:
    return f"{prefix}-{digits(16, True)}-{digits(6)}-{hexs(32)}-{digits(9, True)}"


def mp_public_key(prefix: str = "APP_USR") -> str:
    return f"{prefix}-{uid()}"


def meta_token() -> str:
    return "EAA" + rnd(ALNUM, pick(180, 196, 204))


def ciec() -> str:
    return rnd(ALNUM, pick(8, 10, 12))


def google_codes(n: int = 10) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def credentials() -> Rows:
    r = Rows()

    r.add(
        "vet_software_login",
        f"VetPraxis (el sistema de la clínica) — usuario: dra.ocampo@clinicahuellitas.example / contraseña: {contra()}",
        f"login del software veterinario\nurl: https://app.vetpraxis.example/huellitas-gdl\nuser: admin_gdl\npass: {contra()}",
        f"Acuérdate: la contra de VetPraxis de recepción (usuario recepcion1) quedó como {contra()} desde el lunes",
        f"vetpraxis – cuenta owner: {contra()}  | la de Memo (asistente): {contra()}",
        f"Si me piden la contraseña del sistema de expedientes es {contra()}, no la de antes",
        f"vetpraxis mobile app pin for quick login: {pin(6)} (my account only)",
    )
    rfc_clinica = rfc_moral()
    r.add(
        "sat_efirma_passphrase",
        f"e.firma (FIEL) — contraseña de la clave privada (.key): {contra()}\nvence en 2027, archivos en la USB azul",
        f"FIEL clinica: {rnd(ALNUM, 12)}",
        f"Para firmar en el SAT: archivo Claveprivada_FIEL_{rfc_clinica}_20230814_101533.key, password {contra()}",
        f"la frase de la efirma es \"{phrase(WORDS, 4)}\" (con espacios, todo minúsculas)",
        f"renové la e.firma, nueva contraseña de clave privada = {contra()} (la vieja ya no sirve)",
    )
    r.add(
        "sat_ciec_password",
        f"CIEC del SAT — RFC {rfc_fisica()} / contraseña {ciec()}",
        f"contraseña SAT (CIEC) para descargar facturas: {ciec()}",
        f"Le di al contador la CIEC: {ciec()} — cambiarla en junio cuando termine la anual",
        f"portal del SAT\nRFC: {rfc_clinica}\nContraseña: {ciec()}",
        f"ciec nueva {ciec()} (la del despacho contable era otra, ya la revoqué)",
    )
    r.add(
        "bbva_business_password",
        f"BBVA Net Cash\nCódigo de cliente: {digits(8)}\nUsuario: ROCAMPO01\nContraseña: {contra()}",
        f"bbva empresas pwd {contra()}",
        f"La contraseña de BBVA de la clínica la cambié a {contra()} porque se bloqueó el viernes",
        f"Net cash (BBVA): user {rnd(UPPER + DIGITS, 8)} · pass {contra()}",
        f"BBVA app empresas: contraseña de acceso {contra()}, NIP de la app {pin(6)}",
    )
    r.add(
        "bbva_token_pin",
        f"PIN del token BBVA (el llaverito negro): {pin()}",
        f"nip token bbva net cash = {pin(6)}",
        f"Token móvil BBVA — NIP {pin()}",
        f"Si Memo necesita autorizar pagos a proveedores: el token está en el cajón de arriba y su PIN es {pin()}",
        f"bbva: token físico serie {digits(10)} / pin {pin()}",
    )
    r.add(
        "banorte_business_password",
        f"Banorte Empresarial\nusuario: clinica.huellitas\ncontraseña: {contra()}",
        f"banca en linea banorte (cuenta de la clinica) → {contra()}",
        f"Banorte: la contraseña nueva es {contra()} y la pregunta secreta 'nombre de mi primera mascota' = {pick(*PETS)}",
        f"contraseña banorte empresas: {contra()} — no la guardes en el navegador",
        f"Banorte móvil empresas, clave de acceso {contra()}",
    )
    r.add(
        "banorte_token_pin",
        f"token banorte: nip {pin()}",
        f"NIP del Token Celular Banorte = {pin(6)}",
        f"el token de Banorte pide PIN al prender: {pin()} (si falla 3 veces se bloquea)",
        f"Banorte token (Memo lo tiene): PIN {pin()}",
    )
    r.add(
        "clip_account_password",
        f"Clip (cuenta de la terminal): dra.ocampo@clinicahuellitas.example / {contra()}",
        f"password del dashboard de Clip: {contra()}",
        f"clip.example login\ncorreo: pagos@clinicahuellitas.example\ncontra: {contra()}",
        f"Cambié la contraseña de Clip a {contra()} después del cargo raro",
    )
    r.add(
        "clip_api_credentials",
        f"Clip API para el link de pago de la web:\nAPI key: {uid()}\nSecret key: {uid()}",
        f"clip api secret {uid()} (el api key es {uid()})",
        f"Authorization header de Clip que me dio el de sistemas: Basic {basic(uid(), uid())}",
        f"CLIP_API_KEY={uid()}\nCLIP_SECRET_KEY={uid()}",
    )
    r.add(
        "payment_terminal_pin",
        f"Clip Plus 2: PIN de administrador para cancelar cobros = {pin()}",
        f"PIN de reembolso en la terminal Clip: {pin(6)}",
        f"Point Smart de Mercado Pago — contraseña del modo administrador: {pin()}",
        f"terminal MP recepción, pin para devoluciones {pin()}",
        f"las terminales (Clip y MP) tienen el mismo pin de admin: {pin()}",
    )
    r.add(
        "mercado_pago_password",
        f"Mercado Pago cuenta clínica: pagos@clinicahuellitas.example / {contra()}",
        f"mercadopago pwd: {contra()}",
        f"La contra de Mercado Pago es {contra()} y el código de seguridad de la app {pin(6)}",
        f"MP (mercado pago) — contraseña {contra()} — verificación por SMS al cel de recepción",
    )
    r.add(
        "mercado_pago_access_token",
        f"Access token de producción de Mercado Pago: {mp_access_token()}",
        f"MP_ACCESS_TOKEN={mp_access_token()}",
        f"mercado pago credenciales (producción)\npublic key: {mp_public_key()}\naccess token: {mp_access_token()}",
        f"token de prueba de MP para el sandbox de la web: {mp_access_token('TEST')}",
        f"curl -H 'Authorization: Bearer {mp_access_token()}' https://api.mercadopago.example/v1/payments/search",
    )
    r.add(
        "clinic_wifi_password",
        f"WiFi clínica: red HUELLITAS_STAFF, contraseña {contra()}",
        f"wifi consultorios → {rnd(ALNUM, 12)}",
        f"Contraseña del internet de la clínica (no dársela a clientes): {contra()}",
        f"WIFI:T:WPA;S:Huellitas_Quirofano;P:{contra()};;",
        f"la clave del wifi de invitados en sala de espera es {pick(*PETS).lower()}{digits(4)}, la de staff es {contra()}",
    )
    r.add(
        "drug_cabinet_combination",
        f"Combinación del gabinete de controlados (ketamina, tramadol): {secrets.randbelow(40)}-{secrets.randbelow(40)}-{secrets.randbelow(40)}",
        f"gabinete psicotrópicos: {pin(4)}#",
        f"caja fuerte de medicamentos controlados\ncombinación: derecha {secrets.randbelow(99)}, izquierda {secrets.randbelow(99)}, derecha {secrets.randbelow(99)}",
        f"código del candado digital de la farmacia (controlados) = {pin(6)}",
        f"cambiamos la combinación del gabinete de fentanilo a {pin(4)} después de la auditoría de COFEPRIS",
    )
    r.add(
        "alarm_code",
        f"Código de la alarma: {pin()}",
        f"alarma clinica desarmar {pin()} / código de coacción {pin()}",
        f"Si suena la alarma en la noche la central pide la palabra clave: {pick(*WORDS)} y el código {pin()}",
        f"alarm master code (instalador me lo dejó): {pin(6)}",
        f"código alarma para Lupita (limpieza) {pin()} — solo lunes a sábado",
    )
    r.add(
        "xray_workstation_admin_password",
        f"PC de rayos X (DR) — usuario Administrador, contraseña {contra()}",
        f"estacion de rayos x admin: {contra()}",
        f"Software de radiología digital\nuser: service\npassword: {contra()}\n(no cambiarla, el técnico la usa para calibrar)",
        f"xray workstation local admin = {contra()} ; windows pin {pin(6)}",
        f"Contraseña del equipo del rayos X para instalar actualizaciones: {contra()}",
    )
    r.add(
        "gmail_app_password",
        f"contraseña de aplicación de Gmail para que VetPraxis mande recordatorios: {app_password()}",
        f"app password google (citas@clinicahuellitas.example): {app_password()}",
        f"SMTP recordatorios de vacunas\nhost smtp.gmail.example:587\nuser citas@clinicahuellitas.example\npass {app_password().replace(' ', '')}",
        f"gmail app pass impresora multifuncional (escanear a correo): {app_password()}",
    )
    r.add(
        "pac_invoicing_credentials",
        f"Facturación (PAC): usuario HUELLITAS_GDL, contraseña {contra()}",
        f"API del PAC para timbrar CFDI\nuser: api_{rnd(LOWER + DIGITS, 8)}\npassword: {rnd(ALNUM, 16)}",
        f"token del PAC (timbrado) {jwt({'sub': rfc_clinica, 'iss': 'pac.example', 'exp': 1790000000})}",
        f"portal de facturas: contraseña {contra()} — la usa el contador también",
        f"pac_user=huellitas\npac_password={rnd(ALNUM + '!#$', 14)}",
    )
    r.add(
        "whatsapp_business_token",
        f"Token permanente de WhatsApp Business API (recordatorios de citas): {meta_token()}",
        f"WHATSAPP_TOKEN={meta_token()}",
        f"wa cloud api access token → {meta_token()}\nphone number id {digits(15, True)}",
        f"token de meta para el bot de whatsapp (no caduca): {meta_token()}",
    )
    r.add(
        "twilio_credentials",
        f"Twilio SMS recordatorios\nAccount SID: AC{hexs(32)}\nAuth Token: {hexs(32)}",
        f"twilio auth token {hexs(32)}",
        f"TWILIO_ACCOUNT_SID=AC{hexs(32)}\nTWILIO_AUTH_TOKEN={hexs(32)}",
        f"API key de Twilio: SK{hexs(32)} secret {rnd(ALNUM, 32)}",
    )
    r.add(
        "sendgrid_api_key",
        f"SendGrid para el newsletter de la clínica: {sendgrid_key()}",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"key de sendgrid (envío de recetas por correo) {sendgrid_key()}",
    )
    r.add(
        "ai_api_key",
        f"OpenAI key para redactar los recordatorios: {openai_project_key()}",
        f"OPENAI_API_KEY={openai_project_key()}",
        f"anthropic api key (resúmenes de expedientes): {anthropic_key()}",
        f"la key de openai que usa el script de Memo: {openai_project_key()}",
    )
    r.add(
        "dvr_camera_password",
        f"Cámaras (DVR Hikvision) — admin / {contra()}",
        f"dvr camaras pass {contra()}",
        f"rtsp://admin:{contra()}@192.168.1.64:554/Streaming/Channels/101",
        f"App de las cámaras en el cel: usuario admin, contraseña {contra()}, código de verificación del equipo {rnd(UPPER, 6)}",
        f"NVR recepción\nIP 192.168.1.70\nuser: admin\npwd: {contra()}",
    )
    r.add(
        "modem_admin_password",
        f"Módem Telmex (Infinitum) admin: TELMEX / {rnd(UPPER + DIGITS, 10)}",
        f"router de la clínica 192.168.1.254 user admin pass {contra()}",
        f"contraseña para entrar al modem: {rnd(ALNUM, 12)}",
        f"Mesh de consultorios (app): contraseña de administrador {contra()}",
    )
    r.add(
        "lab_portal_password",
        f"IDEXX VetConnect PLUS — usuario: huellitasgdl / contraseña: {contra()}",
        f"portal del laboratorio externo (hemogramas): {contra()}",
        f"lab de referencia — login\nhttps://resultados.labvet.example\nclinica: 0{digits(4)}\nclave: {contra()}",
        f"vetconnect pw {contra()}",
    )
    r.add(
        "supplier_portal_password",
        f"Portal del distribuidor de medicamentos (pedidos): cliente {digits(6)} / contraseña {contra()}",
        f"tienda en línea del proveedor de alimento, mi pass: {contra()}",
        f"proveedor de vacunas (pedidos por web)\nusuario: dra.ocampo\ncontraseña: {contra()}",
        f"acme distribuidora — contra {contra()}",
    )
    r.add(
        "google_backup_codes",
        f"Códigos de respaldo de Google (cuenta de la clínica):\n{google_codes()}",
        f"backup codes gmail citas@\n{google_codes(5)}",
        f"códigos de recuperación de la cuenta de Meta Business: {', '.join(rnd(LOWER + DIGITS, 8) for _ in range(6))}",
        "recovery codes de VetPraxis (2FA):\n" + "\n".join(f"{rnd(LOWER + DIGITS, 5)}-{rnd(LOWER + DIGITS, 5)}" for _ in range(8)),
    )
    r.add(
        "debit_card_nip",
        f"NIP de la tarjeta de débito BBVA de la clínica: {pin()}",
        f"tarjeta empresarial banorte terminación {digits(4)}, nip {pin()}",
        f"nip cajero de la cuenta de la clínica = {pin()}",
        f"Tarjeta de crédito para proveedores\n{groups(luhn('4152'), 4)}  exp {card_expiry()}  CVV {digits(3)}",
        f"tarjeta de gasolina (Edenred) nip {pin()}",
    )
    r.add(
        "door_keypad_code",
        f"código de la puerta trasera (teclado): {pin()}*",
        f"Chapa electrónica del quirófano: {pin(6)}",
        f"puerta de la bodega de alimento, código {pin()}# — Memo y Lupita lo saben",
        f"código de acceso al estacionamiento de la plaza: {pin(5)}",
    )
    r.add(
        "website_admin_password",
        f"WordPress de la página de la clínica: admin / {contra()}",
        f"wp-admin huellitas → user dra_ocampo pass {contra()}",
        f"hosting (cPanel) de la página: usuario huellit1, contraseña {contra()}",
        f"FTP de la web\nhost: ftp.clinicahuellitas.example\nuser: web@clinicahuellitas.example\npass: {contra()}",
    )
    r.add(
        "backup_nas_password",
        f"NAS de respaldos (Synology) — admin / {contra()}",
        f"postgres://vetpraxis_backup:{rnd(ALNUM, 18)}@nas.huellitas.internal:5432/respaldos",
        f"contraseña de cifrado de los respaldos en la nube: {phrase(WORDS, 5, '-')}",
        f"llave de cifrado de Hyper Backup: {rnd(ALNUM + '!#$%', 20)} (sin ella no se puede restaurar)",
    )
    r.add(
        "imss_idse_password",
        f"IDSE (IMSS) — contraseña del certificado digital: {contra()}",
        f"SUA/IDSE clinica: registro patronal en la carpeta, password del .pfx: {contra()}",
        f"Escritorio Virtual IMSS, contraseña {contra()}",
        f"contraseña INFONAVIT patrones: {contra()}",
    )
    r.add(
        "staff_shared_password_list",
        f"Contraseñas de las compus:\n| equipo | usuario | contraseña |\n| recepción | recepcion | {contra()} |\n| consultorio 1 | consulta | {contra()} |\n| rayos X | Administrador | {contra()} |",
        f"pins del personal en VetPraxis: Memo {pin()}, Lupita {pin()}, Dr. Arturo {pin()}",
        f"Para la nueva recepcionista: wifi {contra()}, VetPraxis recepcion2 / {contra()}, alarma {pin()}",
        f"cel de la clínica: desbloqueo {pin(6)}, cuenta de Apple {contra()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "rfc_tax_id",
        f"RFC de la clínica: {rfc_moral()}",
        f"mi RFC (persona física, régimen de actividad empresarial): {rfc_fisica()}",
        f"RFC del proveedor de vacunas para la factura: {rfc_moral()}",
        f"Facturar a nombre de cliente: {rfc_fisica()}, uso CFDI G03, régimen 612, CP 44{digits(3)}",
        "RFC genérico para público en general: XAXX010101000 (ventas de mostrador)",
    )
    r.add(
        "curp",
        f"CURP de Lupita para el alta en el IMSS: {curp()}",
        f"mi CURP {curp()}",
        f"CURP del nuevo auxiliar (Memo): {curp()} — falta su acta de nacimiento",
        f"para el trámite de COFEPRIS piden CURP del responsable sanitario: {curp()}",
    )
    r.add(
        "clabe_interbank",
        f"CLABE de la clínica (BBVA) para que los clientes transfieran: {clabe('012')}",
        f"Cuenta Banorte de la clínica, CLABE {clabe('072')}",
        f"datos para pago al distribuidor:\nBanco: Santander\nCLABE: {clabe('014')}\nReferencia: factura A-{digits(4)}",
        f"clabe para depositarle a la Dra. de guardia: {clabe('012')}",
        f"CLABE del laboratorio externo {clabe('002')} — beneficiario Laboratorio Vet del Occidente",
    )
    r.add(
        "patient_record_number",
        f"Expediente {digits(5, True)} — {pick(*PETS)}, canino, mestizo, 7 años. Revisión de suturas el jueves",
        f"exp. HUE-{digits(6)} (gato {pick(*PETS)}) tiene alergia a la amoxicilina",
        f"paciente #{digits(5, True)} - control de peso mensual",
        f"Buscar en VetPraxis el expediente P{digits(7)}: cirugía de cadera pendiente de presupuesto",
        f"la dueña de {pick(*PETS)} pregunta por el expediente {digits(5, True)}, mandarle resumen",
    )
    r.add(
        "microchip_number",
        f"microchip de {pick(*PETS)}: {chip()}",
        f"Chip implantado hoy: {chip()} (registrar en la base nacional)",
        f"No. microchip {chip()} — perrita encontrada, buscar dueño",
        f"chips del lote nuevo: {chip()} al {chip()}",
        f"para el certificado de viaje a EUA: microchip ISO {chip()}, rabia vigente",
    )
    r.add(
        "cfdi_uuid",
        f"Folio fiscal (UUID) de la factura de Clip: {cfdi_uuid()}",
        f"cancelar CFDI {cfdi_uuid()} — se facturó con el RFC equivocado",
        f"UUID relacionado para la nota de crédito: {cfdi_uuid()}",
        f"facturas pendientes de pago a proveedor:\n{cfdi_uuid()}  $4,380.00\n{cfdi_uuid()}  $12,115.50",
        f"https://verificacfdi.facturaelectronica.sat.example/default.aspx?id={cfdi_uuid()}&re={rfc_moral()}&tt=1160.00",
    )
    r.add(
        "invoice_folio",
        f"factura serie A folio {digits(4, True)} — consulta + vacuna",
        f"Folio interno HUE-{digits(5)} pagado con transferencia",
        f"Ticket de venta #{digits(6)} (alimento renal 8 kg)",
        f"la factura del distribuidor es la F-{digits(6)}, vence en 30 días",
        f"nota de remisión {digits(5, True)} del laboratorio",
    )
    r.add(
        "vaccine_lot_number",
        f"Vacuna antirrábica lote {rnd(UPPER + DIGITS, 7)}, caducidad 11/2026",
        f"Lote de la séxtuple: {rnd(UPPER, 1)}{digits(6)} cad. 03/27 — anotarlo en la cartilla",
        f"lote Bordetella {digits(6)}A, serie {digits(4)}",
        f"vacunas recibidas hoy:\n- Rabia lote {rnd(UPPER + DIGITS, 8)}\n- Triple felina lote {rnd(UPPER + DIGITS, 8)}",
        f"reporte de farmacovigilancia: reacción leve, lote {rnd(UPPER + DIGITS, 9)}",
    )
    r.add(
        "masked_card",
        f"pagué la renta de VetPraxis con la tarjeta **** **** **** {digits(4)}",
        f"Tarjeta BBVA empresarial terminación {digits(4)}",
        f"cargo de Mercado Pago a la tarjeta que termina en {digits(4)} ($899)",
        f"cliente pagó con Visa ···· {digits(4)}, autorización {digits(6)}",
        f"la tarjeta {digits(6)}******{digits(4)} fue rechazada en Clip, pedir otra",
    )
    r.add(
        "phone_number",
        f"Tel. de la clínica: 33 {digits(4)} {digits(4)}",
        f"urgencias 24h: +52 33 {digits(4)} {digits(4)} (whatsapp)",
        f"proveedor de oxígeno: 33{digits(8)}",
        f"celular de Memo {digits(2)} {digits(4)} {digits(4)}, extensión recepción 101",
        f"central de la alarma: 800 {digits(3)} {digits(4)}",
    )
    r.add(
        "password_rotation_reminder",
        "Recordatorio: cambiar la contraseña de BBVA Net Cash cada 90 días, la última vez fue el 3 de marzo",
        "cambiar la contra de VetPraxis cuando se vaya Lupita (último día 15 de mayo)",
        "La CIEC vence? No, la CIEC no caduca; la e.firma sí, en 2027",
        "rotar el código de la alarma cada que salga alguien del equipo",
        "pendiente: nueva contraseña del wifi de staff y quitar la vieja de las tablets",
    )
    r.add(
        "secret_location_reference",
        "la combinación del gabinete de controlados solo la tenemos Memo y yo, está en el sobre sellado de la caja fuerte",
        "Las contraseñas del banco están en el gestor de contraseñas (bóveda 'Clínica'), no en notas",
        "el archivo .key y .cer de la FIEL están en la USB azul dentro del cajón con llave",
        "si se me olvida la contraseña del rayos X, el técnico de soporte la tiene",
        "la tarjeta con el código de la alarma está pegada dentro del manual del instalador",
    )
    r.add(
        "sat_certificate_number",
        f"No. de certificado del CSD: 0000100000{digits(10)}",
        f"Certificado de sello digital vigente, número de serie 00001000000{digits(9)}, vence 2028",
        f"La factura trae No. Certificado SAT 0000100000{digits(10)}",
        f"e.firma número de serie 00001000000{digits(9)} (se ve en el acuse de renovación)",
    )
    r.add(
        "mercado_pago_public_key",
        f"Public key de Mercado Pago (va en el front de la web): {mp_public_key()}",
        f"MP_PUBLIC_KEY={mp_public_key()}",
        f"public key de prueba para el checkout: {mp_public_key('TEST')}",
        f"en el HTML del botón de pago: new MercadoPago('{mp_public_key()}', {{ locale: 'es-MX' }})",
    )
    r.add(
        "terminal_serial_number",
        f"Clip Plus serie {rnd(UPPER + DIGITS, 12)} — pedir cambio por garantía",
        f"Point Smart de MP, número de serie {digits(10, True)}",
        f"terminal de recepción S/N {rnd(UPPER + DIGITS, 10)} modelo Clip Total",
        f"token físico BBVA serie {digits(10)} (solo el número, para reportarlo si se pierde)",
    )
    r.add(
        "shipment_tracking_number",
        f"Guía Estafeta del pedido de vacunas: {digits(22)}",
        f"DHL tracking {digits(10)} — llega el martes, necesita cadena fría",
        f"guía FedEx {digits(12)} (muestras al lab de referencia)",
        f"paquetería: número de rastreo {rnd(UPPER, 2)}{digits(9)}MX",
    )
    r.add(
        "spei_tracking_key",
        f"Clave de rastreo SPEI del pago al distribuidor: MBAN0100{digits(18)}",
        f"transferencia BBVA, referencia {digits(7)}, clave de rastreo BNET0{digits(25)}",
        f"comprobante SPEI folio {digits(10)} — monto $8,450.00",
        f"el cliente dice que ya pagó, número de autorización {digits(6)}, referencia numérica {digits(7)}",
    )
    r.add(
        "wifi_network_settings",
        "Wi-Fi: red HUELLITAS_STAFF en 5 GHz canal 36, WPA2-Personal; invitados en 2.4 GHz con portal cautivo",
        f"router mesh: nodo recepción MAC {mac(upper=True)}, IP fija 192.168.1.2",
        "la red de invitados no tiene contraseña, se entra con el portal (aceptar términos)",
        "cambiar el wifi a WPA3 cuando cambien las tablets viejas",
    )
    r.add(
        "alarm_system_settings",
        f"alarma: zona 3 = farmacia, retardo de entrada 30 s, cuenta de monitoreo {digits(4)}",
        "horario de armado automático 22:30, desarmado 7:45 (lunes a sábado)",
        "Probar la batería del panel de la alarma cada 6 meses, la última fue en enero",
        f"folio de servicio de la central de monitoreo: {digits(6)} (sensor de la puerta trasera falla)",
    )
    r.add(
        "env_secret_reference",
        "MP_ACCESS_TOKEN=${{ secrets.MP_ACCESS_TOKEN }}   # en el workflow de la página",
        "la key de WhatsApp se lee de la variable WHATSAPP_TOKEN, no está en el código",
        "vault kv get secret/clinica/bbva-netcash  (así la saca Memo del vault)",
        "SENDGRID_API_KEY=<pedírsela a Memo>",
        "config.yaml: smtp_password: ${SMTP_PASSWORD}",
    )
    r.add(
        "file_checksum",
        f"respaldo_vetpraxis_2025-03-01.tar.gz sha256 {hexs(64)}",
        f"md5 del instalador del software de rayos X: {hexs(32)}",
        f"la imagen del ultrasonido exportada tiene hash {hexs(40)} (para el reclamo de la aseguradora)",
    )
    r.add(
        "lab_accession_number",
        f"muestra enviada al laboratorio: accesión {digits(9, True)}",
        f"Resultados IDEXX orden #{rnd(UPPER + DIGITS, 10)} — perfil renal",
        f"histopatología caso {digits(2)}-{digits(5)} (biopsia de {pick(*PETS)})",
        f"VetConnect requisition ID {digits(8, True)}",
    )
    r.add(
        "dicom_study_uid",
        f"Estudio de rayos X StudyInstanceUID 1.2.840.{digits(5, True)}.{digits(1, True)}.{digits(8, True)}.{digits(6, True)}",
        f"DICOM accession {rnd(UPPER + DIGITS, 8)}, serie 2 (lateral derecha)",
        f"mandar al radiólogo el estudio {uid()} desde el visor",
        f"Series UID 1.2.392.{digits(6, True)}.{digits(4, True)}.{digits(10, True)}",
    )
    r.add(
        "imss_employer_registration",
        f"Registro patronal IMSS: {rnd(UPPER, 1)}{digits(8)}{digits(2)}",
        f"NSS de Lupita {digits(11)}",
        f"número de crédito INFONAVIT de Memo: {digits(10)} (descuento quincenal)",
        f"cuota obrero-patronal bimestral, folio de pago SUA {digits(12)}",
    )
    r.add(
        "stripe_publishable_key",
        f"Stripe publishable key para la web de citas: pk_live_51{rnd(ALNUM, 97)}",
        f"STRIPE_PUBLISHABLE_KEY=pk_test_51{rnd(ALNUM, 97)}",
        f"price id del plan de bienestar anual: price_1{rnd(ALNUM, 23)}",
        f"customer id de Stripe del cliente: cus_{rnd(ALNUM, 14)}",
    )
    r.add(
        "support_ticket_number",
        f"ticket de soporte VetPraxis #{digits(6, True)} — no sincroniza la agenda",
        f"Caso SAT (asistencia) folio SAT-{digits(10)}",
        f"reporte a Telmex por falla de internet: folio {digits(8)}",
        f"Ticket Clip {rnd(UPPER + DIGITS, 8)}: la terminal no imprime",
        f"caso Banorte {digits(10)} — desbloqueo de usuario (ya lo resolvieron)",
    )
    r.add(
        "drug_log_entry",
        f"Libro de controlados: ketamina 50 ml lote {rnd(UPPER + DIGITS, 7)}, saldo 32 ml, receta {digits(6)}",
        f"tramadol 50 mg x 10 tab — paciente exp. {digits(5, True)}, receta especial folio {digits(7)}",
        "inventario de controlados se cuenta los viernes con dos firmas (yo y Memo)",
        f"COFEPRIS aviso de funcionamiento No. {digits(12)}",
    )
    r.add(
        "device_mac_address",
        f"MAC de la PC de rayos X: {mac('-', True)} (reservar IP en el router)",
        f"impresora de etiquetas MAC {mac()}",
        f"la tablet de recepción tiene MAC {mac(upper=True)}, la bloqueé del wifi de invitados",
    )
    r.add(
        "password_policy_talk",
        "Reglas para el equipo: contraseñas de al menos 12 caracteres, nada de nombres de mascotas, nunca compartir por WhatsApp",
        "el banco pide que la contraseña tenga mayúscula, número y un carácter especial, y no repetir las últimas 5",
        "¿conviene un gestor de contraseñas para la clínica? Memo recomienda uno con bóveda compartida",
        "BBVA bloquea el token después de 3 PIN incorrectos, hay que ir a sucursal",
        "password manager: activar 2FA con la app del cel, no por SMS",
    )
    r.add(
        "appointment_booking_reference",
        f"Cita confirmada #{rnd(UPPER + DIGITS, 6)} — esterilización de {pick(*PETS)} el sábado 9:00",
        f"link de reagendar: https://citas.clinicahuellitas.example/r/{uid()}",
        f"reserva web {digits(8, True)} (vacuna + desparasitación)",
        f"folio de hospitalización H-{digits(5)}, alta mañana",
    )
    r.add(
        "public_ssh_key",
        f"Llave pública que me pidió Memo para el NAS (es la pública, se puede compartir):\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} dra@laptop",
        f"authorized_keys del servidor de respaldos: ssh-rsa {ssh_pub('ssh-rsa', 260)} memo@soporte",
        f"fingerprint de la llave del NAS: SHA256:{b64(secrets.token_bytes(32)).rstrip('=')}",
    )
    r.add(
        "meta_business_ids",
        f"WhatsApp phone number id {digits(15, True)}, WABA id {digits(15, True)}",
        f"Meta Business ID {digits(16, True)} (para verificar la clínica)",
        f"ID de la página de Facebook de la clínica: {digits(15, True)}",
        f"plantilla de whatsapp 'recordatorio_vacuna' id {digits(16, True)}",
    )
    r.add(
        "bank_account_reference",
        f"Número de cuenta BBVA (no es la clabe): 01{digits(8)}",
        f"Código de cliente Net Cash: {digits(8)} (lo piden al llamar a soporte, no es contraseña)",
        f"número de contrato Banorte empresarial {digits(10)}",
        f"convenio CIE de BBVA para pagos de clientes: {digits(7)}",
    )
    return r


def main() -> None:
    write_corpora("make_heldout294.py", [
        ("heldout294_credentials.yaml", credentials(), "held-out batch 294: notes a Guadalajara veterinarian's clinic keeps that hold a real secret (banking, SAT, payment terminals, clinic codes)"),
        ("heldout294_lookalikes.yaml", lookalikes(), "held-out batch 294: the same veterinarian's notes that look secret but are not (RFC, CURP, CLABE, chips, CFDI UUIDs, lots, masked cards)"),
    ])


if __name__ == "__main__":
    main()
