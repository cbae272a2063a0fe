# ruff: noqa: E501
"""Writes heldout165_credentials.yaml and heldout165_lookalikes.yaml: held-out batch 165.

Persona: the office manager and bookkeeper ("la de la oficina") of a small furniture workshop
and shop in Coyoacán, Mexico City. She writes informal Mexican Spanish with English words mixed
in, and keeps the SAT (CIEC, e.firma), bank (BBVA, Banorte, Santander), Mercado Libre / Mercado
Pago, Shopify, WhatsApp Business, alarm, safe, Wi-Fi, IMSS IDSE, Facturama and card details,
next to invoices (CFDI), CLABEs, RFCs, shipping guides, OXXO references and SKUs.

This batch was written blind: without reading the detector, its tests or the other corpora.
Every value is drawn at run time from the `secrets` module in the real format's shape; hosts
sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    basic,
    card_expiry,
    digits,
    groups,
    hexs,
    luhn,
    mac,
    pem,
    phrase,
    pick,
    rnd,
    uid,
    write_corpora,
)

DOM = "ahuehuete-muebles.example"
PALABRAS = ["roble", "cedro", "pino", "nogal", "parota", "tlacuache", "jacaranda", "mezcal",
            "tortuga", "colibri", "trompo", "alebrije", "cazuela", "molcajete", "huarache",
            "piñata", "nopal", "zocalo", "tianguis", "chapulin", "garnacha", "ajolote"]
CONSONANTES = "BCDFGHJKLMNPQRSTVWXYZ"
ESTADOS = ["DF", "MC", "JC", "NL", "PL", "VZ", "OC", "GT", "HG", "MN"]


def mxpw() -> str:
    """A password this office would actually pick (or a bank's generator gave them)."""
    return pick(
        f"{pick('Coyoacan', 'Ahuehuete', 'Roble', 'Parota', 'Frida', 'Jacaranda')}{pick('', '_', '.', '#')}{digits(4, lead=True)}{pick('!', '$', '*', '')}",
        f"{pick('Muebles', 'Taller', 'Cedro', 'Nogal')}{rnd(DIGITS, 2)}{pick('Mx', 'Cdmx', 'Sur')}{pick('!', '#', '&')}{rnd(ALNUM, 3)}",
        rnd(ALNUM + "!#$%&*", 14),
        f"{phrase(PALABRAS, 2, '-').capitalize()}-{digits(3, lead=True)}",
        rnd(ALNUM, 12),
    )


def pin(n: int = 4) -> str:
    return digits(n)


def rfc_moral() -> str:
    return f"{rnd(UPPER, 3)}{digits(2)}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{rnd(UPPER + DIGITS, 3)}"


def rfc_fisica() -> str:
    return f"{rnd(UPPER, 4)}{digits(2)}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}{rnd(UPPER + DIGITS, 3)}"


def curp() -> str:
    return (f"{rnd(UPPER, 4)}{digits(2)}{secrets.randbelow(12) + 1:02d}{secrets.randbelow(28) + 1:02d}"
            f"{pick('H', 'M')}{pick(*ESTADOS)}{rnd(CONSONANTES, 3)}{secrets.choice(UPPER + DIGITS)}{digits(1)}")


def clabe(bank: str = "") -> str:
    """An 18-digit CLABE with a valid control digit (weights 3, 7, 1)."""
    body = (bank or pick("012", "072", "014")) + digits(3) + digits(11)
    total = sum((int(c) * (3, 7, 1)[i % 3]) % 10 for i, c in enumerate(body))
    return body + str((10 - total % 10) % 10)


def sat_cert() -> str:
    return "00001000000" + digits(9, lead=True)


def placa() -> str:
    return pick(f"{rnd(UPPER, 3)}-{digits(3)}-{rnd(UPPER, 1)}", f"{digits(3)}-{rnd(UPPER, 3)}", f"{rnd(UPPER, 2)}-{digits(4)}-{rnd(UPPER, 1)}")


def tel() -> str:
    return pick(f"55 {digits(4, lead=True)} {digits(4)}", f"+52 55 {digits(4, lead=True)} {digits(4)}", f"56{digits(8)}")


def cp() -> str:
    return pick("04000", "04100", "04330", "04360", "04040", "04200", "03100", "04510")


def rastreo_spei() -> str:
    return pick(f"MBAN{digits(20)}", f"BNET{digits(18)}", f"{digits(7)}{rnd(UPPER + DIGITS, 13)}", f"2024{digits(10)}{rnd(UPPER, 2)}{digits(6)}")


def ml_order() -> str:
    return "2000" + digits(12)


def mp_access_token() -> str:
    return f"APP_USR-{digits(16, lead=True)}-{digits(6)}-{hexs(32)}-{digits(9, lead=True)}"


def totp_seed() -> str:
    return groups(rnd(BASE32, 32), 4)


def card_bbva() -> str:
    return groups(luhn(pick("4152", "4815", "4555"), 16), 4)


def card_mc() -> str:
    return groups(luhn(pick("5470", "5204", "5579"), 16), 4)


def credentials() -> Rows:
    r = Rows()

    r.add("sat_ciec_password",
          f"Contraseña CIEC del SAT (la de la empresa): {mxpw()}  RFC ya lo sabes, el de la factura",
          f"ciec nueva porque la otra expiró:\n{rnd(ALNUM, 8)}\nno la cambies sin avisarme!!",
          f"Para entrar al portal SAT con contraseña: RFC {rfc_moral()} / CIEC {rnd(ALNUM, 8)}",
          f"recuerda: la ciec personal de don Beto es {rnd(LOWER + DIGITS, 8)} (él no se la sabe jaja)")

    r.add("efirma_key_password",
          f"contraseña de la llave privada e.firma (.key): {mxpw()}",
          f"FIEL 2025 renovada. password del archivo Claveprivada_FIEL: {rnd(ALNUM + '#$', 12)}",
          f"Para firmar la declaración anual te va a pedir la contra de la e.firma -> {mxpw()} (ojo mayúsculas)",
          f"efirma pass = {rnd(ALNUM, 10)}   (el .cer y el .key están en la USB azul)")

    r.add("efirma_private_key_pem",
          f"Convertí la .key a pem pa' subirla a Facturama, guárdala porfa:\n{pem('ENCRYPTED PRIVATE KEY', 5)}",
          f"la llave del CSD de facturación en texto:\n{pem('PRIVATE KEY', 4)}")

    r.add("bbva_online_password",
          f"BBVA net (cuenta de la empresa)\nusuario: {digits(10, lead=True)}\ncontraseña: {mxpw()}",
          f"bbva app: la contraseña nueva es {rnd(ALNUM, 8)}, la vieja ya no jala",
          f"Bancomer personal de la señora Rosa: tarjeta {card_bbva()} contra {rnd(LOWER + DIGITS, 8)}")

    r.add("bbva_token_pin",
          f"NIP del token móvil BBVA: {pin(4)}",
          f"el token de BBVA Net Cash pide pin antes de dar la clave, es {pin(6)}",
          f"token bbva -> {pin(4)} (no confundir con el NIP del cajero)")

    r.add("banorte_online_password",
          f"Banorte Empresarial\nCliente: {digits(9, lead=True)}\nPassword: {mxpw()}\nusuario operador: oficina01",
          f"banorte movil pass {rnd(ALNUM, 10)} y la imagen de seguridad es el perrito",
          f"La contraseña de banca en línea Banorte quedó: {mxpw()} — cambiarla en marzo")

    r.add("banorte_token_pin",
          f"pin del token Banorte (el llaverito negro): {pin(4)}",
          f"Token Banorte: NIP {pin(4)}, si se bloquea hay que ir a sucursal con el acta",
          f"banorte token pin={pin(6)}")

    r.add("santander_password",
          f"Santander SuperNet: cliente {digits(8, lead=True)} / clave {rnd(ALNUM, 8)}",
          f"SuperMóvil de Santander, contraseña: {mxpw()}",
          f"la clave de Santander Empresas la puse como {mxpw()} porque pedía símbolo")

    r.add("santander_token_pin",
          f"santander: el token pide NIP\n{pin(4)}\ny luego te da la clave dinámica",
          f"Santander token pin {pin(4)}",
          f"Súper token de Santander -> NIP: {pin(4)} (el de la app, no el físico)")

    r.add("codi_spei_pin",
          f"PIN de CoDi en la app: {pin(4)}",
          f"para cobrar con CoDi/SPEI desde el cel de la tienda el pin es {pin(6)}",
          f"codi -> {pin(4)}   dimi también usa el mismo")

    r.add("mercadolibre_password",
          f"Mercado Libre (cuenta de la tienda)\ncorreo: ventas@{DOM}\npass: {mxpw()}",
          f"contraseña ML nueva: {rnd(ALNUM + '!', 12)}  la anterior la hackearon :(",
          f"meli -> ventas@{DOM} / {mxpw()}")

    r.add("mercadopago_password",
          f"mp -> {mxpw()} (cuenta de cobros de la tienda)",
          f"Mercado Pago: mismo correo de ventas, pero la contra es diferente: {mxpw()}",
          f"MP clave de seguridad para retiros: {pin(4)} y password {rnd(ALNUM, 10)}")

    r.add("mercadopago_access_token",
          f"Access token de producción de Mercado Pago (para la tienda en línea):\n{mp_access_token()}",
          f"MP_ACCESS_TOKEN={mp_access_token()}",
          f"el sobrino pidió el token de MP: {mp_access_token()}  (ese es el PRIVADO, no lo mandes por whats)")

    r.add("shopify_admin_password",
          f"Shopify admin — https://ahuehuete-muebles.example/admin\nuser: lupita@{DOM}\npw: {mxpw()}",
          f"contraseña de Shopify (la tienda en línea): {rnd(ALNUM + '#', 14)}",
          f"shopify: {mxpw()} (la cambié el lunes)")

    r.add("shopify_admin_api_token",
          f"token de la app privada de Shopify (inventario): shpat_{hexs(32)}",
          f"Admin API access token: shpat_{hexs(32)}\nAPI secret key: shpss_{hexs(32)}",
          f"SHOPIFY_ADMIN_TOKEN=shpat_{hexs(32)}")

    r.add("whatsapp_business_2fa_pin",
          f"PIN de verificación en dos pasos WhatsApp Business: {pin(6)}",
          f"Whats del negocio, cuando cambien de cel pide el pin {pin(6)}",
          f"wa business 2 pasos {pin(6)}")

    r.add("alarm_code",
          f"Código de la alarma del taller: {pin(4)}  (desarmar antes de 30 seg!!)",
          f"alarma tienda: {pin(4)}# para armar, {pin(4)}* es el de coacción (avisa a la central sin sonar)",
          f"Si suena la alarma en la noche, la central te pide la palabra clave: {pick('jacaranda', 'ahuehuete', 'chilaquil', 'tlacoyo')}{digits(2)} y el código es {pin(4)}")

    r.add("safe_combination",
          f"Combinación de la caja fuerte: {secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}-{secrets.randbelow(99):02d}",
          f"caja fuerte oficina -> derecha {secrets.randbelow(99)}, izquierda {secrets.randbelow(99)}, derecha {secrets.randbelow(99)}",
          f"la caja chica (la digital) abre con {pin(6)} y luego #")

    r.add("wifi_password",
          f"Wi-Fi tienda: red AhuehueteClientes / clave {rnd(LOWER + DIGITS, 10)}",
          f"wifi del taller (el de atrás): {mxpw()}",
          f"WIFI:T:WPA;S:Ahuehuete_Oficina;P:{rnd(ALNUM, 12)};;",
          f"contraseña internet Totalplay: {rnd(UPPER + DIGITS, 10)}")

    r.add("imss_idse_password",
          f"IDSE: el certificado .pfx está en la compu de la oficina, contraseña {mxpw()}",
          f"Contraseña del certificado digital IMSS (para altas y bajas): {rnd(ALNUM, 10)}",
          f"idse -> reg patronal el de siempre, pass {mxpw()}")

    r.add("facturama_api_credentials",
          f"Facturama API (para que Shopify timbre solo):\nusuario: ahuehuete_api\npassword: {mxpw()}",
          f"Authorization: Basic {basic('ahuehuete', mxpw())}",
          f"facturama web: lupita / {rnd(ALNUM, 11)}")

    r.add("cfdi_pac_api_token",
          f"Facturama / PAC: se timbra con el token {rnd(ALNUM, 48)} — lo generé hoy",
          f"token del PAC (SW sapien) para timbrar: {rnd(URLSAFE, 40)}.{rnd(URLSAFE, 60)}",
          f"pac_token: \"{hexs(40)}\"  # producción, NO pruebas")

    r.add("gmail_password",
          f"Gmail de ventas: contraseña {mxpw()}",
          f"correo de facturas (facturas.ahuehuete) pass: {rnd(ALNUM + '!', 12)}",
          f"el gmail viejo de la tienda, por si lo piden para recuperar el Facebook: {mxpw()}")

    r.add("gmail_app_password",
          f"Thunderbird en la compu de Mariela no entraba, le puse la contraseña de app: {groups(rnd(LOWER, 16), 4, '')}",
          f"contraseña de aplicación de Google para que la impresora mande escaneos: {groups(rnd(LOWER, 16), 4)}",
          f"app password para Outlook en la compu de don Beto -> {rnd(LOWER, 16)}")

    r.add("debit_card_pin",
          f"NIP tarjeta de débito empresa (BBVA terminación {digits(4)}): {pin(4)}",
          f"nip cajero Banorte {pin(4)}",
          f"tarjeta de nómina de Chucho, me pidió que le guarde el nip: {pin(4)}")

    r.add("credit_card_details",
          f"Tarjeta para pagar Shopify y Facebook ads:\n{card_mc()}\nvence {card_expiry()}  cvv {digits(3)}",
          f"TDC BBVA empresarial {card_bbva()} exp {card_expiry()} cvv {digits(3)}",
          f"la digital de Mercado Pago: {groups(luhn('5', 16), 4)} · {card_expiry()} · código {digits(3)}")

    r.add("pos_terminal_admin_code",
          f"Terminal punto de venta (Getnet): código de supervisor {pin(6)}",
          f"clave admin de la terminal para hacer devoluciones: {pin(4)}",
          f"TPV menú técnico -> {pin(8)}")

    r.add("clip_account_password",
          f"clip.app: usuario caja@{DOM}\ncontraseña: {mxpw()}",
          f"Clip (lector de tarjetas): ventas@{DOM} / {mxpw()}",
          f"contraseña de la cuenta Clip {rnd(ALNUM, 10)}, PIN del lector {pin(4)}")

    r.add("google_backup_codes",
          "codigos de respaldo google (don beto): " + "  ".join(f"{digits(4)}-{digits(4)}" for _ in range(4)),
          "códigos de respaldo de google (cuenta ventas), tacha el que uses:\n" + "\n".join(f"{digits(4)} {digits(4)}" for _ in range(6)),
          "Backup codes Gmail facturas: " + ", ".join(digits(8) for _ in range(5)))

    r.add("totp_seed",
          f"clave de configuración del autenticador (para poner el 2FA de Shopify en otro cel): {totp_seed()}",
          f"otpauth://totp/Mercado%20Libre:ventas?secret={rnd(BASE32, 32)}&issuer=MercadoLibre",
          f"secreto 2FA Facebook Business: {rnd(BASE32, 32)}")

    r.add("shopify_recovery_codes",
          "Shopify códigos de recuperación:\n" + "\n".join(f"{hexs(4)}-{hexs(4)}" for _ in range(5)),
          "recovery codes de shopify (los imprimí también) " + " ".join(rnd(LOWER + DIGITS, 10) for _ in range(4)))

    r.add("infonavit_portal_password",
          f"Infonavit empresarial, usuario el reg. patronal, contra: {mxpw()} (la cambia cada bimestre)",
          f"Portal empresarial Infonavit: {mxpw()}",
          f"infonavit patrones -> contraseña {rnd(ALNUM, 9)}")

    r.add("modem_admin_password",
          f"Totalplay modem: http://192.168.100.1 — user admin pass {rnd(LOWER + DIGITS, 12)}",
          f"módem Telmex: entrar a 192.168.1.254 usuario TELMEX clave {rnd(UPPER + DIGITS, 10)}",
          f"router de la tienda admin / {mxpw()}")

    r.add("cctv_dvr_password",
          f"DVR de las cámaras (Hikvision): admin / {mxpw()}",
          f"app de cámaras en el cel de don Beto, código de verificación del equipo {rnd(UPPER, 6)} y contraseña {rnd(ALNUM, 10)}",
          f"camaras taller: rtsp://admin:{rnd(ALNUM, 10)}@camaras.ahuehuete.internal:554/Streaming/Channels/101")

    r.add("conekta_private_key",
          f"Conekta llave privada producción: key_{rnd(ALNUM, 27)}",
          f"CONEKTA_PRIVATE_KEY=key_{rnd(ALNUM, 27)}")

    r.add("openpay_private_key",
          f"Openpay (la pasarela vieja):\nmerchant id: m{rnd(LOWER + DIGITS, 19)}\nllave privada: sk_{hexs(32)}",
          f"openpay sk: sk_{hexs(32)}")

    r.add("contpaqi_admin_password",
          f"contpaq i facturación: usuario SUPERVISOR\npass: {rnd(ALNUM, 10)}",
          f"CONTPAQi contabilidad — usuario SUPERVISOR, contraseña {mxpw()}",
          f"contpaq nóminas: admin {rnd(ALNUM, 8)}")

    r.add("bodega_keypad_code",
          f"Código del teclado de la bodega: {pin(6)}",
          f"la puerta de atrás del taller abre con {pin(4)} + llave",
          f"bodega de Tlalpan, chapa electrónica -> {pin(5)}")

    r.add("padlock_combination",
          f"candado de la cortina (el de combinación): {pin(4)}",
          f"candado del locker del taller {pin(3)}")

    r.add("apple_id_password",
          f"ipad tienda -> apple id pw {mxpw()}",
          f"Apple ID del iPad de la tienda: ipad@{DOM} / {mxpw()}",
          f"icloud del iPad: contraseña {rnd(ALNUM, 10)}  código de bloqueo {pin(6)}")

    r.add("meta_business_password",
          f"Facebook/Instagram de la tienda: usuario ahuehuete.muebles  contra: {mxpw()}",
          f"Meta Business Suite: {rnd(ALNUM + '!', 13)}",
          f"insta -> ahuehuetemuebles / {mxpw()}")

    r.add("whatsapp_cloud_api_token",
          f"token permanente de WhatsApp Cloud API (bot de pedidos): EAA{rnd(ALNUM, 180)}",
          f"WA_TOKEN=EAAG{rnd(ALNUM, 150)}")

    r.add("smtp_password",
          f"mail.{DOM}:587 user=facturas@{DOM} password={rnd(ALNUM + '!#', 14)}",
          f"config del formulario de contacto de la página:\nSMTP_HOST=smtp.{DOM}\nSMTP_USER=contacto@{DOM}\nSMTP_PASS={mxpw()}",
          f"correo de contacto@ en Outlook: servidor mail.{DOM}, puerto 587, contraseña {rnd(ALNUM, 12)}")

    r.add("database_connection_string",
          f"Lo que dejó el sobrino para la página vieja:\nDATABASE_URL=mysql://tienda:{rnd(ALNUM, 16)}@db.ahuehuete.internal:3306/tienda",
          f"postgres://inventario:{rnd(ALNUM, 14)}@10.0.0.12:5432/muebles  <- base del inventario, no borrar")

    r.add("sim_puk_code",
          f"PUK Movistar (chip del cel de reparto): {digits(8)}",
          f"PUK del chip Telcel del cel de la tienda: {digits(8)}",
          f"chip de reparto: PIN {pin(4)} / PUK {digits(8)}")

    r.add("bank_security_answer",
          f"BBVA pregunta secreta (nombre de tu primera mascota): {pick('Firulais', 'Canelo', 'Pelusa', 'Chato')}{digits(2)}",
          f"Banorte palabra de seguridad por teléfono: {phrase(PALABRAS, 1)}{digits(3)}")

    r.add("password_manager_master",
          f"master de bitwarden por si me pasa algo, para don Beto:\n{phrase(PALABRAS, 5, ' ')}",
          f"Contraseña maestra de Bitwarden (AQUÍ ESTÁ TODO): {phrase(PALABRAS, 4, '-')}-{digits(2)}",
          f"bitwarden master pass: {phrase(PALABRAS, 3, ' ')} {digits(4)}")

    r.add("dhl_account_password",
          f"cuenta de Paquetexpress: envios / {mxpw()}",
          f"MyDHL+ cuenta {digits(9, lead=True)}: usuario ahuehuete_envios pw {mxpw()}",
          f"Estafeta (envíos prepagados) usuario envios@{DOM} contraseña {rnd(ALNUM, 10)}")

    r.add("estafeta_api_key",
          f"API de Estafeta para generar guías desde Shopify\nclient_id: {rnd(LOWER + DIGITS, 32)}\nclient_secret: {rnd(ALNUM, 40)}",
          f"estafeta api key: {rnd(LOWER + DIGITS, 32)}  secreto: {rnd(ALNUM, 32)}")

    r.add("cash_drawer_pin",
          f"pos: supervisor pin {pin(4)}",
          f"cajón de dinero del punto de venta, clave de cajera para abrir sin venta: {pin(4)}",
          f"Usuario caja2 en el POS -> pin {pin(4)}, usuario gerente -> {pin(6)}")

    r.add("spei_transfer_password",
          f"Santander Empresas: clave para autorizar transferencias SPEI -> {rnd(ALNUM, 8)}",
          f"clave de operación para mandar SPEI en Banorte (la segunda contraseña): {rnd(ALNUM, 8)}",
          f"BBVA: contraseña para autorizar pagos a proveedores {mxpw()}")

    r.add("sat_buzon_tributario_contact",
          f"buzón tributario: me pidió confirmar el correo con el código y luego la contraseña CIEC {rnd(ALNUM, 8)}; ahí la dejo por si acaso",
          f"SAT > buzón: entré con RFC y contraseña\n{rnd(ALNUM, 8)}\n(la de la empresa, no la de don Beto)")

    r.add("session_cookie",
          f"Cookie: _shopify_s={rnd(URLSAFE, 36)}; _secure_session_id={hexs(32)}  (la copió el sobrino del navegador)",
          f"me dijo el sobrino que con esta cookie entra al admin sin login (no sé qué es jaja): _secure_admin_session_id={hexs(32)}",
          f"cookie de sesión de Mercado Libre para el bot de preguntas: ssid=ghy-{digits(6)}-{rnd(ALNUM, 40)}")

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add("rfc_reference",
          f"RFC de la empresa para las facturas: {rfc_moral()} (régimen 601)",
          f"proveedor de madera (Maderas del Sur): RFC {rfc_moral()}",
          f"el RFC de don Beto como persona física es {rfc_fisica()}, ojo que no es el de la empresa",
          f"Cliente pide factura: {rfc_fisica()}, CP {cp()}, uso G03, régimen 612")

    r.add("curp_reference",
          f"CURP de Chucho para darlo de alta en el IMSS: {curp()}",
          f"curp nueva ayudante (Mariela) {curp()} — falta comprobante de domicilio",
          f"para el trámite de la e.firma piden la CURP: {curp()} y una identificación")

    r.add("clabe_on_invoice",
          f"Datos para depósito (van en el pie de la factura):\nBBVA  CLABE {clabe('012')}\nBeneficiario: Muebles El Ahuehuete SA de CV",
          f"CLABE Banorte para que el cliente transfiera el anticipo: {clabe('072')}",
          f"cuenta para pago a proveedor (le mandamos CLABE {clabe('014')} Santander, confirmar por teléfono)",
          f"mandar al cliente por whats: 'Puede transferir a la CLABE {clabe()} a nombre de Muebles El Ahuehuete'")

    r.add("cfdi_folio_fiscal",
          f"Folio fiscal (UUID) de la factura del comedor de parota: {uid().upper()}",
          f"Cancelar CFDI {uid().upper()} motivo 02, lo sustituye el {uid().upper()}",
          f"complemento de pago relacionado al UUID {uid()}",
          f"el cliente dice que no le llegó el xml de {uid().upper()}, reenviar")

    r.add("invoice_series_folio",
          f"facturas de mostrador van con serie A, la última fue A-{digits(4, lead=True)}",
          f"Serie B folio {digits(3, lead=True)} = nota de crédito por la silla rayada",
          f"F{digits(5, lead=True)} / F{digits(5, lead=True)} pendientes de cobro")

    r.add("sat_certificate_number",
          f"No. de certificado del CSD (sale en la factura, es público): {sat_cert()}",
          f"certificado del SAT que trae el xml: {sat_cert()} — vence en 2027",
          f"e.firma nueva número de serie {sat_cert()}, la vieja {sat_cert()} ya está revocada")

    r.add("mercadolibre_order",
          f"Venta ML #{ml_order()} — buró de nogal, enviar el lunes",
          f"reclamo en Mercado Libre de la orden {ml_order()}, el cliente dice que llegó rayado",
          f"ml ventas de hoy: {ml_order()}, {ml_order()}, {ml_order()}")

    r.add("shopify_order_number",
          f"Pedido Shopify #{digits(4, lead=True)} pagado con OXXO, ya se puede fabricar",
          f"shopify order id {digits(13, lead=True)} (el que tiene el descuento mal aplicado)",
          f"Pedido #AHU-{digits(4, lead=True)} — mesa de centro, entrega en CP {cp()}")

    r.add("estafeta_tracking",
          f"Guía Estafeta del librero para Monterrey: {digits(22, lead=True)}",
          f"estafeta {digits(10, lead=True)} código de rastreo, la guía larga {digits(22, lead=True)}",
          f"Reclamación Estafeta por caja golpeada, guía {digits(22, lead=True)}")

    r.add("dhl_tracking",
          f"DHL waybill {digits(10, lead=True)} — llega jueves",
          f"guía DHL Express {digits(10, lead=True)} (las sillas para Guadalajara)",
          f"número de cuenta DHL para que el proveedor mande con nuestra cuenta: {digits(9, lead=True)}")

    r.add("codigo_postal",
          f"Dirección taller: Av. Ficticia 123, Col. Del Carmen, Coyoacán, CP {cp()}",
          f"envío gratis a CDMX: CPs del {pick('01000', '03000', '04000')} al {pick('16999', '14999')}",
          f"el cliente de Tlalpan CP 14{digits(3)} quiere armado")

    r.add("phone_number",
          f"Tel. tienda {tel()}  /  whats ventas {tel()}",
          f"el carpintero de refuerzo (don Memo): {tel()}",
          f"atención a clientes del banco (empresas) {tel()} ext {digits(3)}")

    r.add("license_plate",
          f"Placas de la camioneta de reparto: {placa()}",
          f"Verificación de la Nissan {placa()} toca en {pick('enero', 'julio', 'agosto')}",
          f"multa de fotocívica a la placa {placa()}, folio {digits(10, lead=True)}")

    r.add("wifi_network_name",
          "Wi-Fi para clientes se llama AhuehueteClientes (la clave está en el letrerito de la caja)",
          f"red del taller: Ahuehuete_Taller_5G, MAC del router {mac(upper=True)}",
          "si no conecta la terminal, que se pegue a la red INFINITUM_OFICINA y no a la de clientes")

    r.add("password_changed_note",
          "ya cambié la contraseña de Mercado Libre, la nueva está en el cuaderno rojo",
          "BBVA obligó a cambiar la contraseña hoy; se la di a don Beto en persona, no por whats",
          "cambio de CIEC hecho el 12/03. NO la anoto aquí",
          "Shopify: reseteé el password de Mariela, le llegó link a su correo")

    r.add("password_location_reference",
          "la combinación de la caja fuerte la tiene solo don Beto (en el sobre cerrado del notario)",
          "contraseñas del banco: ver libreta negra, pág. 4",
          "el pin de whats business está en Bitwarden, entrada 'WA negocio'",
          "la contra de la e.firma la sabe el contador, pedírsela a él")

    r.add("password_policy_note",
          "Contraseña CIEC debe tener 8 caracteres, letras y números, sin símbolos",
          "el NIP del token de Banorte es de 4 dígitos y se bloquea a los 3 intentos",
          "Santander pide cambiar la clave cada 90 días y no repetir las últimas 5",
          "la e.firma pide mínimo 8 caracteres en la contraseña de la llave privada")

    r.add("password_expiry_reminder",
          "recordatorio: la e.firma de la empresa vence en noviembre, sacar cita antes",
          "token BBVA físico vence, pedir reposición (cuesta $250)",
          "el certificado IDSE expira en 4 años, desde el 2023")

    r.add("promo_code",
          f"código de descuento Buen Fin: BUENFIN{digits(2)} (15%)",
          f"cupón para clientes recurrentes AHUEHUETE{digits(2)}, vence fin de mes",
          f"Shopify discount code {rnd(UPPER, 6)}{digits(2)} para la campaña de Instagram")

    r.add("product_sku",
          f"SKU mesa comedor parota 6 pers: MES-PAR-{digits(3)}-NAT",
          f"SKUs que se agotaron: SIL-CED-{digits(3)}, BUR-NOG-{digits(3)}, LIB-PIN-{digits(3)}",
          f"código de barras de la silla Frida: {digits(13, lead=True)}",
          f"ML publicación MLM{digits(10, lead=True)} (SKU CAB-ROB-{digits(2)})")

    r.add("oxxo_payment_reference",
          f"Referencia OXXO del pedido de la señora de Puebla: {digits(14, lead=True)}, vence en 3 días",
          f"OXXO pay ref {groups(digits(16, lead=True), 4)} — ya pagó, conciliar",
          f"pago en OXXO de Mercado Pago, referencia {digits(13, lead=True)}")

    r.add("spei_tracking_key",
          f"Clave de rastreo SPEI del anticipo: {rastreo_spei()} (para el CEP en Banxico)",
          f"el cliente mandó comprobante con clave de rastreo {rastreo_spei()}, monto $8,450.00",
          f"SPEI a Maderas del Sur: rastreo {rastreo_spei()}, referencia {digits(7)}")

    r.add("card_last_digits",
          f"cargo de Shopify a la tarjeta terminación {digits(4)}",
          f"la TDC que termina en {digits(4)} es la de gastos del taller, la {digits(4)} es la personal de don Beto",
          f"Clip: venta aprobada, tarjeta **** **** **** {digits(4)}, autorización {digits(6)}")

    r.add("sat_acuse_number",
          f"Acuse declaración mensual IVA: número de operación {digits(12, lead=True)}",
          f"línea de captura para pagar ISR: {rnd(UPPER + DIGITS, 20)} vence el 17",
          f"opinión de cumplimiento positiva, folio {digits(2)}NA{digits(7)}")

    r.add("imss_registro_patronal",
          f"Registro patronal IMSS: {rnd(UPPER, 1)}{digits(10)}",
          f"NSS de Chucho {digits(11)} para la incapacidad",
          f"SUA: pago bimestral con folio SUA {digits(6)}")

    r.add("mercadopago_public_key",
          f"Public key de Mercado Pago (va en el front, sí se puede compartir): APP_USR-{uid()}",
          f"MP_PUBLIC_KEY=TEST-{uid()}",
          f"El checkout solo necesita la llave pública APP_USR-{uid()}, el access token no se comparte")

    r.add("payment_gateway_public_key",
          f"Openpay llave pública pk_{hexs(32)} (la usa el formulario de pago)",
          f"conekta public key para el checkout: key_{rnd(ALNUM, 20)} (la pública, la privada NO va aquí)",
          f"Shopify Storefront API (pública) dominio {DOM}, token público en el tema")

    r.add("analytics_tracking_id",
          f"Google Analytics de la página: G-{rnd(UPPER + DIGITS, 10)}",
          f"pixel de Meta: {digits(15, lead=True)}",
          f"Google Ads conversion ID AW-{digits(10, lead=True)}")

    r.add("token_device_serial",
          f"Número de serie del token físico Banorte (atrás): {digits(10, lead=True)}",
          f"token BBVA serie {rnd(UPPER, 2)}{digits(8)} asignado a oficina01",
          f"Reposición de token Santander, folio de solicitud {digits(8, lead=True)}")

    r.add("pos_terminal_serial",
          f"Terminal Getnet S/N {digits(3)}-{digits(3)}-{digits(3)}, afiliación {digits(7, lead=True)}",
          f"lector Clip número de serie CLP{rnd(UPPER + DIGITS, 10)}",
          f"terminal ID {rnd(UPPER + DIGITS, 8)} — soporte dice reiniciar")

    r.add("network_address",
          f"impresora de tickets en 192.168.1.{secrets.randbelow(200) + 20}",
          f"el DVR está en 192.168.1.{secrets.randbelow(200) + 20}:8000, MAC {mac()}",
          f"IP fija de Totalplay: 201.{secrets.randbelow(255)}.{secrets.randbelow(255)}.{secrets.randbelow(255)}")

    r.add("env_var_reference",
          "En el .env del sobrino van FACTURAMA_USER y FACTURAMA_PASSWORD, los valores están en Bitwarden",
          "MP_ACCESS_TOKEN se configura en el panel de Shopify > apps, no en el código",
          "si falla el timbrado revisar que PAC_TOKEN no esté vacío en el servidor")

    r.add("efirma_file_reference",
          f"archivos e.firma: {rfc_moral()}_{digits(8)}.cer y Claveprivada_FIEL_{rfc_moral()}_{digits(8)}_{digits(6)}.key en la USB azul",
          "el .key va junto con el .cer; sin la contraseña no sirve, y esa no está aquí",
          f"CSD facturación: certificado {sat_cert()}.cer, descargado con Certifica")

    r.add("bank_support_ticket",
          f"reporte BBVA por cargo no reconocido: folio {digits(10, lead=True)}",
          f"Banorte aclaración #{digits(8, lead=True)}, respuesta en 45 días hábiles",
          f"ticket Shopify support {digits(8, lead=True)} sobre el dominio")

    r.add("bank_transfer_reference",
          f"referencia numérica para el pago de la renta: {digits(7, lead=True)} concepto 'RENTA MAYO'",
          f"convenio CIE {digits(7, lead=True)} referencia {digits(10, lead=True)} (pago de luz del taller)",
          f"pago a proveedor con referencia {digits(7)} y concepto FAC-{digits(4)}")

    r.add("sat_appointment_folio",
          f"cita SAT para renovar e.firma: folio {rnd(UPPER, 3)}-{rnd(UPPER + DIGITS, 8)}, jueves 10:30 en la oficina de Coyoacán",
          f"confirmación cita IMSS subdelegación: {rnd(UPPER + DIGITS, 10)}")

    r.add("machine_serial",
          f"sierra de banco DeWalt serie {digits(6)}{rnd(UPPER, 2)}, garantía hasta 2026",
          f"compresor no. de serie {rnd(UPPER + DIGITS, 12)} (factura en la carpeta de activos)",
          f"laptop oficina service tag {rnd(UPPER + DIGITS, 7)}")

    r.add("furniture_model_code",
          f"modelo {rnd(UPPER, 3)}-{digits(3)} en acabado chocolate, el cliente quiere 4",
          f"catálogo 2025: ROB-{digits(2)}A, ROB-{digits(2)}B, NOG-{digits(3)}")

    r.add("file_checksum",
          f"el sobrino dice que el respaldo de CONTPAQi está bien si el sha256 sale {hexs(64)}",
          f"md5 del xml que el cliente dice que está mal: {hexs(32)}")

    r.add("website_commit",
          f"cambio en la página (botón de whats) subido en el commit {hexs(40)}",
          f"si algo truena regresar al commit {hexs(7)}, según el sobrino")

    r.add("import_pedimento",
          f"pedimento de los herrajes de China: {digits(2)}  {pick('47', '16', '43')}  {digits(4)}  {digits(7)}",
          f"número de pedimento {digits(15, lead=True)} para la factura de importación")

    r.add("vehicle_vin",
          f"NIV de la camioneta: 3N{rnd('ABCDEFGHJKLMNPRSTUVWXYZ' + DIGITS, 15)} (para el seguro)",
          f"póliza Qualitas {digits(10, lead=True)}, inciso {digits(4)}")

    r.add("utility_account_number",
          f"CFE número de servicio del taller: {digits(12, lead=True)}",
          f"Telmex número de teléfono/referencia para pagar: {digits(10, lead=True)}",
          f"cuenta predial del local {digits(3)}-{digits(3)}-{digits(2)}-{digits(3)}-{digits(1)}")

    r.add("supplier_customer_number",
          f"nuestro número de cliente en Home Depot Pro: {digits(10, lead=True)}",
          f"Maderas del Sur nos tiene como cliente C-{digits(5)}",
          f"no. de cliente Estafeta {digits(7, lead=True)}")

    r.add("cfdi_catalog_codes",
          "factura del escritorio: clave prod/serv 56101700, unidad H87, uso CFDI G01, forma de pago 03",
          "régimen 626 RESICO para el cliente de Querétaro, método PPD porque paga en 2 partes",
          "objeto de impuesto 02, tasa 0.160000, exportación 01")

    r.add("cheque_number",
          f"cheque BBVA no. {digits(7)} a nombre de Maderas del Sur por $12,300",
          f"chequera Banorte del {digits(7)} al {digits(7)}, cancelado el {digits(7)}")

    r.add("app_version_note",
          f"la app de BBVA pide actualizar a la {secrets.randbelow(5) + 10}.{secrets.randbelow(30)}.{secrets.randbelow(10)}, si no, no deja entrar",
          f"CONTPAQi versión {secrets.randbelow(5) + 15}.{secrets.randbelow(5)}.{secrets.randbelow(5)} instalada en la compu de la oficina",
          f"tema de Shopify Dawn v{secrets.randbelow(5) + 12}.{secrets.randbelow(5)}.0")

    r.add("otp_talk_no_code",
          "el código de verificación de Mercado Libre llega al cel de don Beto, hay que pedírselo cada vez",
          "SAT manda código al correo para el buzón tributario, caduca en 10 minutos",
          "whats business: si pide código de 6 dígitos es por SMS al número de la tienda, NO darlo a nadie que lo pida")

    r.add("delivery_booking_code",
          f"entrega programada con Fletes Rápidos, folio de servicio FR-{digits(6)}",
          f"reserva de la expo mueble stand {rnd(UPPER, 1)}{digits(2)}, confirmación {rnd(UPPER + DIGITS, 8)}")

    r.add("employee_id",
          f"número de empleado de Mariela: {digits(4)}, y de Chucho {digits(4)}",
          f"ID en el reloj checador: taller-{digits(3)}")

    return r


def main() -> None:
    write_corpora("make_heldout165.py", [
        ("heldout165_credentials.yaml", credentials(), "batch 165 (office manager of a Coyoacán furniture workshop, Mexican Spanish), written blind; every value synthetic"),
        ("heldout165_lookalikes.yaml", lookalikes(), "batch 165 look-alikes: RFC/CURP, CLABEs, CFDI UUIDs, guías, OXXO refs and password talk, written blind"),
    ])


if __name__ == "__main__":
    main()
