# ruff: noqa: E501
"""Writes heldout196_credentials.yaml and heldout196_lookalikes.yaml: held-out batch 196.

Persona: an administrative assistant at a small real-estate agency in Madrid who writes in
Spanish and is not technical. She asks the assistant to remember the property portal logins
(Idealista, Fotocasa, Habitaclia), the agency CRM password, the password of the FNMT digital
certificate, the bank's coordinates card, signing PIN and online-banking login, the codes of
the key safes (cajas de llaves) and alarms of homes for sale, the office Wi-Fi and the owner's
email. Her look-alikes are referencias catastrales, masked NIF/NIE, property reference codes,
IBANs, expediente and notary protocol numbers, listing ids, key tag numbers, appointment
references, CUPS supply codes and talk about passwords that never gives one.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    BASE32,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    pick,
    pw,
    rnd,
    sendgrid_key,
    uid,
    write_corpora,
)

WORDS = ["Retiro", "Chamberi", "Lavapies", "Atocha", "Castellana", "Malasana", "Girasol",
         "Azahar", "Cibeles", "Prado", "Vallecas", "Almendro", "Olivo", "Tetuan", "Arganzuela",
         "Goya", "Serrano", "Alcala", "Moncloa", "Canillejas"]
TAILS = ["Casa", "Piso", "Luna", "Sol", "Mar", "Llave", "Madrid", "Inmo", "Patio", "Torre"]
STREETS = ["Calle Ibiza", "Calle Goya", "Calle Alcalá", "Calle Toledo", "Calle Bravo Murillo",
           "Calle Embajadores", "Calle Princesa", "Paseo de las Delicias", "Calle Fuencarral",
           "Calle López de Hoyos", "Avenida de América", "Calle Arturo Soria", "Calle Pez",
           "Calle Ferraz", "Calle Narváez", "Calle Doctor Esquerdo"]
CATASTRO_LETTERS = "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"
CONTROL = "MQWERTYUIOPASDFGHJKLBZX"
DNI = "TRWAGMYFPDXBNJZSQVHLCKE"


def street() -> str:
    return f"{pick(*STREETS)} {secrets.randbelow(140) + 1}"


def piso() -> str:
    return f"{street()}, {secrets.randbelow(8) + 1}º{pick('A', 'B', 'C', 'D', 'izq', 'dcha')}"


def clave() -> str:
    """A password an office worker picks, or one a manager generated."""
    return pick(
        f"{pick(*WORDS)}{digits(pick(2, 4))}{pick('!', '*', '.', '#', '$')}",
        f"{pick(*WORDS).lower()}.{digits(4)}{pick(*TAILS)}",
        f"{pick(*TAILS)}_{pick(*WORDS)}{digits(2)}",
        f"{pick(*WORDS)}{pick('@', '&', '%')}{pick(*TAILS).lower()}{digits(3)}",
        pw(),
        rnd(ALNUM, 12),
    )


def pin(n: int = 4) -> str:
    while True:
        text = digits(n)
        if len(set(text)) > min(2, n - 1):
            return text


def email_user() -> str:
    return pick("info", "comercial", "administracion", "maite.admin", "visitas", "oficina")


def coordinates_grid(cols: str = "ABCDEFGH", rows: int = 5, width: int = 4) -> str:
    head = "    " + "  ".join(c.center(width) for c in cols)
    lines = [head]
    for r in range(1, rows + 1):
        lines.append(f"{r:<3} " + "  ".join(pin(width) for _ in cols))
    return "\n".join(lines)


def coordinates_list(n: int, width: int = 2, sep: str = " ") -> str:
    seen: list[str] = []
    while len(seen) < n:
        pos = f"{pick(*'ABCDEFGHIJ')}{secrets.randbelow(8) + 1}"
        if pos not in seen:
            seen.append(pos)
    return sep.join(f"{pos}={digits(width)}" for pos in seen)


def totp_seed() -> str:
    return rnd(BASE32, 32)


def mailchimp_key() -> str:
    return f"{hexs(32)}-us{secrets.randbelow(21) + 1}"


def wp_app_password() -> str:
    return groups(rnd(ALNUM, 24), 4)


def backup_codes(n: int) -> str:
    return "\n".join(f"{digits(4)} {digits(4)}" for _ in range(n))


def catastro() -> str:
    """An urban referencia catastral with its two control letters."""
    head = digits(7, lead=True) + rnd(UPPER, 2) + digits(4) + pick(*"NSEW")
    cargo = f"{secrets.randbelow(60) + 1:04d}"
    out = ""
    weights = [13, 15, 12, 5, 4, 17, 9, 21, 3, 7, 1]
    for part in (head[:7] + cargo, head[7:] + cargo):
        total = 0
        for c, w in zip(part, weights, strict=True):
            value = int(c) if c.isdigit() else CATASTRO_LETTERS.index(c) + 1
            total += value * w
        out += CONTROL[total % 23]
    return head + cargo + out


def cups() -> str:
    """A CUPS electricity/gas supply point code with its two control letters."""
    body = pick("0021", "0031", "0022", "0230") + digits(12)
    n = int(body) % 529
    return f"ES{body}{DNI[n // 23]}{DNI[n % 23]}{pick('', '0F', '1P')}"


def masked_nif() -> str:
    number = digits(8)
    letter = DNI[int(number) % 23]
    return pick(
        f"***{number[3:7]}**",
        f"{number[:2]}******{letter}",
        f"****{number[4:]}{letter}",
        f"{pick('X', 'Y')}****{number[5:]}{pick(*DNI)}",
    )


def es_iban() -> str:
    return iban("ES", pick("2100", "0049", "0182", "0081", "2080") + digits(16))


def listing_id() -> str:
    return digits(pick(8, 9), lead=True)


def ref() -> str:
    return f"{pick('MAD', 'CHB', 'SAL', 'RET', 'TET')}-{secrets.randbelow(900) + 100}{pick('', 'V', 'A')}"


def credentials() -> Rows:
    r = Rows()
    r.add(
        "idealista_login_password",
        f"Idealista (portal profesional)\nusuario: {email_user()}@acme-inmobiliaria.example\ncontraseña: {clave()}",
        f"acuérdate: la clave nueva de idealista es {clave()} (la cambié el lunes porque caducaba)",
        f"Login Idealista pro -> {email_user()}@acme-inmobiliaria.example / {clave()}",
        f"Para subir los pisos a Idealista: user comercial, contrasenia {clave()}. No se la des a los becarios.",
        f"idealista: {clave()}",
        f"Guarda esto porfa. Portal Idealista, cuenta de la agencia.\n  - email: {email_user()}@acme-inmobiliaria.example\n  - pass: {clave()}\n  - 2º usuario (Sergio): sergio.comercial / {clave()}",
    )
    r.add(
        "fotocasa_login_password",
        f"Fotocasa Pro: usuario {email_user()}@acme-inmobiliaria.example contraseña {clave()}",
        f"la de fotocasa es {clave()} ojo con la mayuscula",
        f"Fotocasa -> pass: {clave()} (la anterior {clave()} ya no vale)",
        f"Acceso Fotocasa para publicar:\nUsuario: acmeinmo_madrid\nClave: {clave()}",
        f"Fotocasa / Habitaclia comparten login (son del mismo grupo): {email_user()}@acme-inmobiliaria.example · {clave()}",
    )
    r.add(
        "habitaclia_pisos_login",
        f"pisos.com usuario acme_madrid clave {clave()}",
        f"Habitaclia: contraseña {clave()}",
        f"Portal pisos.com – login oficina\n{email_user()}@acme-inmobiliaria.example\n{clave()}",
        f"Milanuncios (los garajes los ponemos ahí): tel de la oficina + contraseña {clave()}",
        f"Contraseña de pisos.com cambiada hoy: {clave()}",
    )
    r.add(
        "crm_password",
        f"CRM Inmovilla: agencia 4{digits(3)}, usuario MAITE, contraseña {clave()}",
        f"Contraseña del CRM (Witei): {clave()}",
        f"crm -> {clave()}",
        f"El CRM pide cambiar la clave cada 90 días. La de ahora: {clave()} — la próxima vez usaré {clave()}",
        f"Acceso al programa de la inmobiliaria\nhttps://crm.acme-inmo.example\nUsuario: admin.oficina\nPassword: {clave()}",
        f"Usuario de Sergio en el CRM por si está de vacaciones: sergio / {clave()}",
    )
    r.add(
        "fnmt_certificate_password",
        f"Contraseña del certificado digital de la FNMT (el .pfx de la empresa): {clave()}",
        f"cert. FNMT de Don Ernesto (persona física) – pass para importarlo: {clave()}",
        f"Certificado de representante (la SL) exportado a USB, contraseña de exportación: {clave()}",
        f"Cuando Windows pida la contraseña del certificado al firmar en la sede: {clave()}",
        f"clave del certificado digital {clave()} (la puso el gestor, no cambiar)",
    )
    r.add(
        "bank_coordinates_card",
        f"Tarjeta de coordenadas del banco (copia por si se pierde):\n{coordinates_grid()}",
        f"Coordenadas que más me pide el banco: {coordinates_list(6, 4, ', ')}",
        f"tarjeta coord. Sabadell oficina: {coordinates_list(10, 2)}",
        f"Tarjeta de firma\n{coordinates_grid('ABCDEFGHIJ', 4, 2)}",
        f"Coordenadas CaixaBank (tarjeta nueva que llegó en marzo)\n| | 1 | 2 | 3 | 4 |\n|A| {pin()} | {pin()} | {pin()} | {pin()} |\n|B| {pin()} | {pin()} | {pin()} | {pin()} |\n|C| {pin()} | {pin()} | {pin()} | {pin()} |",
    )
    r.add(
        "online_banking_login",
        f"Banca online empresa: NIF de la SL + código de usuario {digits(8)} + clave de acceso {pin(6)}",
        f"Banco Santander empresas – usuario ACMEINMO{digits(2)} / contraseña {clave()}",
        f"BBVA net cash: referencia {digits(10)}, usuario MAITE, clave {rnd(ALNUM, 8)}",
        f"Clave de acceso a la web del banco: {pin(4)}{rnd(LOWER, 4)}",
        f"Para mirar los movimientos: DNI del jefe y la contraseña {clave()}",
    )
    r.add(
        "bank_signing_pin",
        f"PIN de firma de operaciones (transferencias): {pin(6)}",
        f"clave de firma del banco {pin(4)}",
        f"Firma de transferencias en el banco: código de firma {pin(6)} + la coordenada que pida",
        f"El banco me pidió otra vez la clave de firma, es la {pin(8)}",
        f"Clave OTP fija para firmar remesas: {pin(6)} (la que me dio el gestor del banco)",
    )
    r.add(
        "bank_app_totp_seed",
        f"Código para dar de alta el token del banco en el móvil nuevo: {groups(totp_seed(), 4)}",
        f"otpauth://totp/ACME%20Inmo:administracion?secret={totp_seed()}&issuer=CRM%20Acme",
        f"Clave secreta del doble factor del CRM (por si cambio de móvil): {totp_seed()}",
        f"2FA de Idealista – clave de configuración manual: {groups(totp_seed().lower(), 4)}",
    )
    r.add(
        "key_safe_code",
        f"Caja de llaves {piso()}: código {pin()}",
        f"cajetín llaves en la barandilla del portal de {street()} -> {pin()}",
        f"Código caja de llaves (Master Lock) del bajo de {street()}: {pin()}. Dejarlas otra vez dentro y girar la rueda!!",
        f"Llaves del ático de {street()} en la caja del portal, combinación {pin(4)}",
        f"CAJAS DE LLAVES\n{street()} → {pin()}\n{street()} → {pin()}\n{street()} → {pin()}",
        f"la caja de llaves del local de {pick(*STREETS)} es {pin()} (la cambió el dueño)",
    )
    r.add(
        "home_alarm_code",
        f"Alarma del piso de {piso()}: código de desconexión {pin()}",
        f"Securitas en {street()} → clave {pin()}, palabra clave si llaman de la central: {pick('girasol', 'almendro', 'marbella', 'tortuga', 'azahar')}",
        f"alarma chalet Aravaca: desactivar con {pin()} nada más entrar (30 seg)",
        f"Prosegur piso de {street()} — código {pin()}, código de coacción {pin()} (NO usar)",
        f"Código de la alarma de la casa de visita del sábado: {pin(6)}",
    )
    r.add(
        "office_wifi_password",
        f"WiFi oficina: ACME_INMO_5G / {clave()}",
        f"Contraseña del wifi de la agencia {rnd(ALNUM, 16)}",
        f"wifi: red MOVISTAR_{rnd(UPPER + DIGITS, 4)} clave {rnd(UPPER + DIGITS, 20)}",
        f"Red de la oficina (la de empleados, no la de clientes)\nSSID: AcmeInmo-Staff\nContraseña: {clave()}",
        f"Router de la oficina: admin / {rnd(ALNUM, 10)} (para entrar a 192.168.1.1)",
    )
    r.add(
        "owner_email_password",
        f"Correo de Don Ernesto: direccion@acme-inmobiliaria.example, contraseña {clave()}",
        f"email del jefe -> {clave()} (me la dio para contestar cuando está fuera)",
        f"Cuenta de Ernesto en Outlook: direccion@acme-inmobiliaria.example / {clave()}",
        f"Contraseña del correo info@ {clave()}",
        f"Mail de la agencia:\n  info@acme-inmobiliaria.example  {clave()}\n  visitas@acme-inmobiliaria.example  {clave()}",
    )
    r.add(
        "google_app_password",
        f"Contraseña de aplicación de Google para que el CRM mande correos: {app_password()}",
        f"app password del gmail de la oficina (para la impresora que escanea a email): {app_password()}",
        f"Clave de aplicación (Google) → {app_password().replace(' ', '')}",
        f"Para el móvil de empresa Google pidió una contraseña de aplicación: {app_password()}",
    )
    r.add(
        "google_backup_codes",
        f"Códigos de seguridad de la cuenta de Google de la agencia (cada uno vale una vez):\n{backup_codes(6)}",
        f"códigos de respaldo google info@: {', '.join(digits(8) for _ in range(5))}",
        f"Backup codes (Google Workspace, cuenta de Ernesto)\n{backup_codes(4)}",
        f"Códigos de recuperación del Gmail: {' / '.join(f'{digits(4)} {digits(4)}' for _ in range(3))} (ya usé el primero)",
    )
    r.add(
        "idealista_api_key",
        f"API de Idealista (para el feed de la web)\napikey: {rnd(LOWER + DIGITS, 32)}\nsecret: {rnd(ALNUM, 12)}",
        f"Me pasó el informático la clave de la API de Idealista: {rnd(LOWER + DIGITS, 32)} y el secreto {rnd(ALNUM, 12)}",
        f"IDEALISTA_API_KEY={rnd(LOWER + DIGITS, 32)}\nIDEALISTA_API_SECRET={rnd(ALNUM, 12)}",
        f"clave api idealista {rnd(LOWER + DIGITS, 32)}:{rnd(ALNUM, 12)}",
    )
    r.add(
        "mailchimp_api_key",
        f"Mailchimp (newsletter de pisos nuevos) API key: {mailchimp_key()}",
        f"clave de mailchimp para conectar con el CRM {mailchimp_key()}",
        f"Mailchimp\nusuario: acmeinmo\ncontraseña: {clave()}\nAPI: {mailchimp_key()}",
        f"La clave larga de Mailchimp que pide el CRM: {mailchimp_key()}",
    )
    r.add(
        "sendgrid_api_key",
        f"Clave de SendGrid para los avisos de visitas de la web: {sendgrid_key()}",
        f"sendgrid -> {sendgrid_key()} (me dijo el de la web que no la pierda)",
        f"SENDGRID_API_KEY={sendgrid_key()}",
        f"API key del correo automático (SendGrid): {sendgrid_key()}",
    )
    r.add(
        "wordpress_admin_password",
        f"Web de la agencia (WordPress) https://acme-inmobiliaria.example/wp-admin usuario admin_acme contraseña {clave()}",
        f"Contraseña de aplicación de WordPress para el plugin de pisos: {wp_app_password()}",
        f"wordpress: maite / {clave()}",
        f"Login de la web para cambiar fotos: editor.oficina, pass {clave()}",
        f"Application password WP (plugin Inmovilla sync): {wp_app_password()}",
    )
    r.add(
        "portal_ftp_feed",
        f"FTP del feed XML a los portales: ftp://feeds_acme:{rnd(ALNUM, 14)}@ftp.acme-inmo.example/export/",
        f"Servidor FTP (para subir el XML)\nhost: ftp.acme-inmo.example\nusuario: acme_xml\ncontraseña: {clave()}",
        f"sftp://exportador:{clave()}@sftp.acme.test:22/pisos",
        f"El feed de Fotocasa se sube por FTP con usuario acmefeed y clave {rnd(ALNUM, 10)}",
    )
    r.add(
        "building_entry_code",
        f"Portal de {street()}: código del portero automático {pin()}#",
        f"teclado del portal {street()} → {pin(5)}",
        f"Para entrar al edificio de {street()}: marcar {pin()} y la llave",
        f"Código de la puerta del garaje (comunidad {street()}): {pin(6)}",
        f"Trastero del piso de {street()}: candado de combinación {pin(3)}",
    )
    r.add(
        "office_safe_combination",
        f"Caja fuerte de la oficina: {pin(6)}",
        f"combinación caja fuerte (donde guardamos las llaves y las señales) {pin(4)}-{pin(4)}",
        f"Caja fuerte del despacho de Ernesto: código {pin(6)}, llave de emergencia en el cajón",
        f"Armario de llaves con código (recepción): {pin()}",
    )
    r.add(
        "office_alarm_code",
        f"Alarma de la oficina: {pin()} (conectar al salir, la última persona)",
        f"código alarma agencia {pin()} y la palabra clave para Securitas es «{pick('cibeles', 'retiro', 'naranjo', 'gaviota')}»",
        f"Si salta la alarma de la oficina: desactivar con {pin()}, si llaman decir la contraseña {pick('azulejo', 'lavanda', 'castaño')}",
        f"Nuevo código de la alarma de la ofi desde el día 1: {pin()}",
    )
    r.add(
        "sim_pin_puk",
        f"Móvil de empresa: PIN {pin()} PUK {digits(8)}",
        f"PUK de la SIM del móvil de visitas: {digits(8)}",
        f"Tarjeta SIM nueva (Movistar) pin {pin()} / puk {digits(8)}",
        f"pin del móvil de la oficina {pin()}, desbloqueo de pantalla {pin(6)}",
        f"Tablet de las visitas: código de desbloqueo {pin(6)}, PIN SIM {pin()}",
    )
    r.add(
        "whatsapp_business_pin",
        f"PIN de verificación en dos pasos de WhatsApp Business: {pin(6)}",
        f"whatsapp business de la agencia, pin {pin(6)}",
        f"Si WhatsApp pide el PIN al cambiar de móvil: {pin(6)}",
        f"WhatsApp del móvil de visitas → verificación en dos pasos {pin(6)}, correo de recuperación visitas@acme-inmobiliaria.example",
    )
    r.add(
        "clave_permanente_password",
        f"Cl@ve permanente de Don Ernesto: DNI + contraseña {clave()}",
        f"Contraseña Cl@ve (para la Seguridad Social): {clave()}",
        f"clave permanente {clave()}",
        f"Cl@ve PIN no funciona, usar Cl@ve permanente: contraseña {clave()}",
    )
    r.add(
        "computer_login_password",
        f"Contraseña del ordenador de recepción: {clave()}",
        f"PC de Ernesto → usuario ernesto, contraseña {clave()}",
        f"Windows portátil de visitas: PIN {pin(6)}",
        f"Ordenador de la oficina: usuario Administracion / {clave()}",
    )
    r.add(
        "copier_admin_pin",
        f"Fotocopiadora Ricoh: usuario admin, contraseña {rnd(ALNUM, 8)}",
        f"Código para imprimir en la impresora (Maite): {pin(5)}",
        f"Panel de administración de la impresora: {clave()}",
        f"Escáner de la Canon: usuario 11111, PIN {pin(7)}",
    )
    r.add(
        "registradores_login",
        f"Registradores (para pedir notas simples): usuario ACME{digits(4)}, contraseña {clave()}",
        f"Notas simples online -> {email_user()}@acme-inmobiliaria.example / {clave()}",
        f"Abonado del Colegio de Registradores: nº {digits(6)}, clave {clave()}",
        f"Catastro no necesita clave, pero la web de notas simples sí: {clave()}",
    )
    r.add(
        "card_details",
        f"Tarjeta de empresa (para pagar los anuncios destacados): {groups(luhn('4'), 4)} caduca {card_expiry()} CVV {digits(3)}",
        f"Visa de la agencia {groups(luhn('4'), 4)}, {card_expiry()}, cvc {digits(3)}, PIN {pin()}",
        f"Mastercard Ernesto: {luhn('5' + pick('1', '2', '3', '4', '5'))} exp {card_expiry()} código {digits(3)}",
        f"PIN de la tarjeta del banco de la oficina: {pin()}",
    )
    r.add(
        "dropbox_shared_drive_password",
        f"Dropbox de las fotos de los pisos: fotos@acme-inmobiliaria.example / {clave()}",
        f"Contraseña del disco en red de la oficina (NAS): admin {clave()}",
        f"Carpeta compartida con el fotógrafo, contraseña del enlace: {rnd(ALNUM, 10)}",
        f"dropbox -> {clave()}",
    )
    r.add(
        "signature_platform_login",
        f"Docusign (firmar arras a distancia): {email_user()}@acme-inmobiliaria.example / {clave()}",
        f"Signaturit API key para el CRM: {rnd(LOWER + DIGITS, 64)}",
        f"Plataforma de firma electrónica, contraseña {clave()}",
        f"Token de Signaturit (me lo pidió el informático): {rnd(ALNUM, 40)}",
    )
    r.add(
        "openai_chatgpt_account",
        f"ChatGPT de la oficina (para escribir los anuncios): {email_user()}@acme-inmobiliaria.example / {clave()}",
        f"La clave de OpenAI que usa el plugin de anuncios: sk-proj-{rnd(URLSAFE, 74)}T3BlbkFJ{rnd(URLSAFE, 74)}",
        f"Contraseña de Canva (plantillas de carteles de SE VENDE): {clave()}",
        f"canva -> fotos@acme-inmobiliaria.example pass {clave()}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()
    r.add(
        "referencia_catastral",
        f"Referencia catastral del piso de {piso()}: {catastro()}",
        f"RC {catastro()} (comprobada en la sede del Catastro, coincide con la escritura)",
        f"Ref. catastral: {catastro()} — superficie 84 m², año 1967",
        f"Para el certificado energético necesitan la referencia catastral: {catastro()}",
        f"Local de {street()}\ncatastral {catastro()}\nplaza de garaje {catastro()}",
    )
    r.add(
        "masked_nif_nie",
        f"Propietario del piso de {street()}: NIF {masked_nif()} (el completo está en la ficha del CRM)",
        f"Comprador, NIE {masked_nif()}, pendiente de traer el pasaporte",
        f"En el recibo de la señal sale el DNI así: {masked_nif()}",
        f"Inquilina con NIE {masked_nif()} – contrato desde el 1 de junio",
        f"Datos para el notario: vendedor NIF {masked_nif()}, compradora NIF {masked_nif()}",
    )
    r.add(
        "property_reference_code",
        f"Ref. {ref()} = {piso()}, 3 hab, 245.000 €",
        f"El cliente pregunta por la referencia {ref()}, el de la terraza",
        f"Pisos en exclusiva este mes: {ref()}, {ref()}, {ref()}",
        f"Cambiar precio de {ref()} a 319.000 € en todos los portales",
        f"Referencia interna {ref()} · referencia Idealista {listing_id()}",
    )
    r.add(
        "agency_iban",
        f"Cuenta de la agencia para las señales: {es_iban()}",
        f"IBAN para que el comprador haga la transferencia de arras: {es_iban()} (titular ACME Inmobiliaria SL)",
        f"Cuenta del propietario donde ingresar la renta: {es_iban()}",
        f"Domiciliar los recibos de la comunidad en {es_iban().replace(' ', '')}",
        f"BIC CAIXESBBXXX · IBAN {es_iban()}",
    )
    r.add(
        "expediente_number",
        f"Expediente de la licencia de obra: {digits(3)}/{pick('2023', '2024', '2025')}/{digits(5)}",
        f"Nº expediente Ayuntamiento de Madrid {digits(3)}/{pick('2024', '2025')}/{digits(5)} (cédula de habitabilidad)",
        f"Expediente hipoteca comprador: EXP-{digits(8)}",
        f"La gestoría abre el expediente {pick('2024', '2025')}-{digits(4)} para la plusvalía",
        f"Exp. {rnd(UPPER, 2)}{digits(6)} en el registro, calificación pendiente",
    )
    r.add(
        "notary_protocol_number",
        f"Escritura de compraventa: notario de la calle Velázquez, protocolo nº {secrets.randbelow(4000) + 1}",
        f"Protocolo {secrets.randbelow(3000) + 1}/{pick('2024', '2025')} – copia simple pedida",
        f"Firma en notaría el jueves 11:30, número de protocolo {digits(4, lead=True)}",
        f"Poder de representación, protocolo número {digits(4, lead=True)} del año 2019",
        f"Acta de entrega de llaves ante notario, protocolo {digits(4, lead=True)}, copia autorizada en la carpeta verde",
    )
    r.add(
        "listing_id",
        f"Anuncio en Idealista nº {listing_id()} (el del piso de {street()})",
        f"https://www.idealista.example/inmueble/{listing_id()}/",
        f"Fotocasa id {digits(9, lead=True)} – caducado, renovar",
        f"Anuncios duplicados: {listing_id()} y {listing_id()}, borrar el segundo",
        f"Habitaclia código anuncio {rnd(UPPER, 1)}{digits(10)}",
    )
    r.add(
        "key_tag_number",
        f"Llavero nº {secrets.randbelow(120) + 1} (etiqueta azul) = {piso()}",
        f"Llaves en el tablero: gancho {secrets.randbelow(60) + 1}, llavero {digits(3)}",
        f"Devuelto llavero {digits(3)} del bajo de {street()}",
        f"Copias de llaves: etiquetas K-{digits(4)} y K-{digits(4)}",
        f"Llavero {digits(2)} prestado al fontanero, devolver antes del viernes",
    )
    r.add(
        "appointment_reference",
        f"Visita confirmada, referencia de la cita {rnd(UPPER + DIGITS, 8)} — sábado 10:00",
        f"Cita en el Registro: localizador {rnd(UPPER + DIGITS, 6)}",
        f"Cita previa en Hacienda (modelo 600): {pick('2024', '2025')}{digits(10)}",
        f"Enlace de la cita del tasador: https://citas.acme-inmo.example/cita/{uid()}",
        f"Cita en la notaría, nº de reserva {digits(7)}",
    )
    r.add(
        "cups_code",
        f"CUPS luz del piso de {street()}: {cups()}",
        f"Para el cambio de titular de la luz: CUPS {cups()}",
        f"Gas natural – CUPS {cups()}",
        f"El comprador pide el CUPS para contratar la luz: {cups()}",
        f"Suministros\nLuz: {cups()}\nGas: {cups()}",
    )
    r.add(
        "idufir_finca_number",
        f"Finca registral nº {digits(5)}, Registro de la Propiedad nº {secrets.randbelow(50) + 1} de Madrid, IDUFIR {digits(14)}",
        f"CRU {digits(14)} — sale en la nota simple",
        f"Tomo {digits(4)}, libro {digits(3)}, folio {digits(2)}, finca {digits(5)}",
        f"Nota simple pedida: IDUFIR {digits(14)}, recibida el martes",
        f"Plaza de garaje: finca {digits(5)}, IDUFIR {digits(14)}",
    )
    r.add(
        "energy_certificate_number",
        f"Certificado energético registrado: nº {pick('CEE', 'RCEE')}-{pick('2024', '2025')}-{digits(6)}, calificación E",
        f"Etiqueta energética del piso de {street()}: registro {digits(6)}/{pick('2024', '2025')}, consumo 142 kWh/m²",
        f"Código de registro del CEE en la Comunidad de Madrid: {rnd(UPPER, 3)}{digits(8)}",
        f"Certificado energético del local, nº de registro {digits(7)}, válido 10 años",
    )
    r.add(
        "tracking_number",
        f"Correos certificado con las llaves al propietario: {pick('CD', 'PK')}{digits(9)}ES",
        f"Envío SEUR de los contratos firmados, nº {digits(14)}",
        f"MRW: albarán {digits(5)}-{digits(7)}",
        f"Burofax al inquilino, código de envío {pick('BF', 'CB')}{digits(10)}",
        f"GLS, nº de seguimiento {digits(11)} (planos del arquitecto)",
    )
    r.add(
        "invoice_number",
        f"Factura de honorarios F-{pick('2024', '2025')}/{digits(4)} — 3% + IVA",
        f"Factura de Idealista nº {rnd(UPPER, 2)}{digits(9)}, 1.210 €",
        f"Pagar factura del fotógrafo {digits(3)}/{pick('24', '25')}",
        f"Fotocasa factura {pick('FC', 'FT')}-{digits(8)} vence el 15",
        f"Factura rectificativa R-{pick('2024', '2025')}/{digits(3)} de la comisión del piso {ref()}",
    )
    r.add(
        "masked_card",
        f"La tarjeta de empresa que termina en {digits(4)} caduca el mes que viene",
        f"Cargo de Idealista en la Visa **** **** **** {digits(4)}",
        f"Pagado con la tarjeta ···{digits(4)}, justificante en la carpeta",
        f"Tarjeta {digits(4)} XXXX XXXX {digits(4)} bloqueada, pedir otra al banco",
        f"Cuenta de cargo ES** **** **** **** **** {digits(4)} para los recibos de Fotocasa",
    )
    r.add(
        "masked_password",
        "Contraseña Idealista: ********** (la cambié el lunes, está en el gestor)",
        f"Clave del CRM: {pick('M', 'S', 'R')}******** (Ernesto tiene la buena)",
        "wifi oficina: ••••••••••• — no la apunto aquí, está en la pegatina del router",
        "Pass del correo: [borrada] — pedir a Ernesto",
    )
    r.add(
        "secret_location_reference",
        "La contraseña del certificado FNMT la tiene Don Ernesto en un sobre en la caja fuerte, no en el ordenador.",
        "Las claves de los portales están en Bitwarden, colección «Oficina > Portales».",
        "La tarjeta de coordenadas está en el segundo cajón de mi mesa, con llave.",
        "Los códigos de las cajas de llaves están en la pestaña «Accesos» de la ficha de cada piso en el CRM.",
        "Contraseña del wifi de invitados: en el cartel de recepción.",
        "Ernesto guarda la tarjeta de coordenadas y el pendrive con el certificado juntos en la caja fuerte; pedírselos cuando haya que firmar.",
    )
    r.add(
        "password_policy",
        "El CRM obliga a cambiar la contraseña cada 90 días; me toca el 15 de marzo.",
        "Norma de la agencia: contraseñas de mínimo 12 caracteres, con mayúscula, número y símbolo, y no repetir las 5 últimas.",
        "Después de 3 intentos fallidos el banco bloquea la clave de firma 24 horas.",
        "Idealista pide verificación en dos pasos desde enero para todas las cuentas profesionales.",
        "No mandar nunca contraseñas por WhatsApp a los propietarios; decirles que llamen a la oficina.",
    )
    r.add(
        "alarm_procedure_without_code",
        f"Alarma del piso de {street()}: al entrar hay 30 segundos para meter el código; el código lo da el propietario por teléfono el mismo día.",
        f"Securitas, nº de instalación {digits(7)}. Si salta, llamar al 900 y dar el nombre de la agencia.",
        "Cambiado el código de la alarma del chalet; el nuevo lo tiene sólo el dueño, hay que avisarle antes de cada visita.",
        f"Contrato Prosegur {digits(9)} a nombre del propietario, la agencia no tiene código.",
        "Alarma del ático: si salta sin querer, llamar a la central y decir que es la inmobiliaria; ellos piden la palabra clave al dueño, no a nosotros.",
    )
    r.add(
        "key_safe_info_without_code",
        f"Caja de llaves de {street()}: modelo Master Lock 5401D, 4 dígitos, está en la barandilla de la derecha. Código: preguntar a Sergio.",
        "Pedir 3 cajas de llaves más (las de 4 dígitos), 39,90 € cada una.",
        f"En {street()} ya no hay caja de llaves, las llaves están en la oficina (llavero {digits(2)}).",
        "Recordar cambiar el código de todas las cajas de llaves al vender el piso.",
    )
    r.add(
        "otp_settings",
        "El SMS de confirmación del banco caduca a los 5 minutos y llega al móvil de Ernesto.",
        "Para firmar transferencias de más de 3.000 € el banco pide coordenada + SMS.",
        "El código de verificación de Idealista llega al correo info@, válido 10 minutos.",
        "Token del banco: 6 dígitos, cambia cada 30 segundos (app del móvil de empresa).",
        "Si no llega el SMS del banco, pedir que lo reenvíen; máximo 3 veces al día.",
    )
    r.add(
        "env_var_reference",
        "Según el de la web, la clave de Idealista va en la variable IDEALISTA_API_KEY del .env del servidor, no en el código.",
        "En GitHub el despliegue usa ${{ secrets.MAILCHIMP_API_KEY }} y ${{ secrets.SENDGRID_API_KEY }}.",
        "El plugin lee la contraseña del FTP de FEED_FTP_PASSWORD, configurada en el hosting.",
        "Ruta en el gestor del informático: vault kv/acme/portales/idealista (yo no tengo acceso).",
        "La contraseña del correo está en el 1Password de Ernesto, entrada «Correo agencia».",
    )
    r.add(
        "certificate_fingerprint",
        f"Certificado FNMT de la SL, nº de serie {groups(hexs(32).upper(), 2)}, caduca {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}/2026",
        f"Huella SHA-1 del certificado (por si lo pide la sede): {groups(hexs(40).upper(), 2, ':')}",
        "El certificado de representante caduca en noviembre, renovar desde la web de la FNMT con 60 días de antelación.",
        f"Código de solicitud del certificado ya usado y descargado ({pick('2023', '2024')}), no vale para nada.",
    )
    r.add(
        "recaptcha_site_key",
        f"Clave de sitio de reCAPTCHA (pública, va en el formulario de contacto): 6L{rnd(URLSAFE, 38)}",
        f"reCAPTCHA site key para la web nueva: 6Le{rnd(URLSAFE, 37)} — la secreta la tiene el informático",
        f"site key recaptcha formulario tasación: 6Lc{rnd(URLSAFE, 37)}",
        f"ID de cliente de Google para el «Entrar con Google» de la web: {digits(12, lead=True)}-{rnd(LOWER + DIGITS, 32)}.apps.googleusercontent.com",
    )
    r.add(
        "analytics_tracking_id",
        f"Google Analytics de la web: G-{rnd(UPPER + DIGITS, 10)}",
        f"Tag Manager GTM-{rnd(UPPER + DIGITS, 7)} instalado en todas las páginas",
        f"Píxel de Meta para los anuncios de pisos: {digits(15, lead=True)}",
        f"Mailchimp audiencia «Compradores Madrid» id {hexs(10)}",
    )
    r.add(
        "order_number",
        f"Pedido de Amazon (carteles SE VENDE): {digits(3)}-{digits(7)}-{digits(7)}",
        f"Pedido IKEA para el home staging nº {digits(10)}",
        f"Pedido de cajas de llaves: #{rnd(UPPER + DIGITS, 8)}",
        f"Pedido de tarjetas de visita, referencia {pick('IMP', 'VP')}-{digits(6)}",
    )
    r.add(
        "utility_contract_number",
        f"Contrato de agua Canal de Isabel II nº {digits(10)} (piso de {street()})",
        f"Iberdrola, contrato {digits(12)}, titular el propietario",
        f"Póliza del seguro de hogar {rnd(UPPER, 2)}-{digits(8)}",
        f"Nº de cliente Movistar de la oficina: {digits(9)}",
    )
    r.add(
        "sepa_mandate_reference",
        f"Referencia del mandato SEPA: ACME-{pick('2024', '2025')}-{digits(5)}",
        f"Identificador de acreedor: ES{digits(2)}000B{digits(8)}",
        f"Remesa de recibos de alquiler, ref. REM{digits(8)}",
        f"Transferencia recibida, ref. {rnd(UPPER + DIGITS, 16)} — señal del piso {ref()}",
    )
    r.add(
        "booking_and_document_links",
        f"Ficha del piso para el cliente: https://acme-inmo.example/ficha/{uid()}",
        f"Sobre de firma electrónica enviado, id del sobre {uid()}",
        f"Tour virtual: https://tour.acme-inmo.example/v/{rnd(ALNUM, 11)}",
        f"Dossier de venta en PDF: https://docs.acme.test/d/{hexs(24)}.pdf (público, se puede mandar)",
    )
    r.add(
        "wifi_guest_info",
        "Wi-Fi para clientes: red ACME-Invitados, abierta por las mañanas.",
        f"El router de la oficina es el de Movistar, nº de serie {rnd(UPPER + DIGITS, 12)}, MAC {':'.join(hexs(2).upper() for _ in range(6))}",
        "Si el wifi va lento, reiniciar el router (botón de atrás), la clave no cambia.",
        "La red de empleados y la de invitados tienen contraseñas distintas; la de invitados se cambia cada mes.",
        "Nueva clave del wifi puesta hoy; se la he dicho a Sergio en persona y la de recepción ya está actualizada.",
    )
    r.add(
        "company_cif",
        f"CIF de la agencia (para las facturas): B{digits(8)}",
        f"CIF de la comunidad de propietarios de {street()}: H{digits(8)}",
        f"Datos fiscales del cliente: ACME Patrimonial SL, CIF B{digits(8)}, domicilio en {street()}",
        f"Nº de colegiado API de Ernesto: {digits(4)} (sale en la web y en los carteles)",
    )
    r.add(
        "number_near_secret_words",

        "La caja de llaves tiene 4 ruedas de 10 números, o sea 10.000 combinaciones.",
        "PIN de la tarjeta: 3 intentos, después hay que ir al cajero del banco.",
        f"Contraseña caducada el {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}; renovar desde la web del CRM.",
        "La alarma tiene 45 segundos de retardo de entrada y 60 de salida.",
        f"Tarjeta de coordenadas nueva pedida al banco el día {secrets.randbelow(28) + 1}, llega en 7-10 días.",
    )
    return r


def main() -> None:
    write_corpora("make_heldout196.py", [
        ("heldout196_credentials.yaml", credentials(), "Held-out batch 196: credentials a Madrid real-estate office assistant asks to keep (portal logins, CRM, FNMT certificate, bank coordinates, key-safe and alarm codes)"),
        ("heldout196_lookalikes.yaml", lookalikes(), "Held-out batch 196: look-alikes from a Madrid real-estate office (referencias catastrales, masked NIF/NIE, IBANs, CUPS, listing and protocol numbers, talk about passwords)"),
    ])


if __name__ == "__main__":
    main()
