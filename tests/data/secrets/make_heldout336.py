# ruff: noqa: E501
"""Writes heldout336_credentials.yaml and heldout336_lookalikes.yaml: held-out batch 336.

Persona: the operations manager of a winery in the Colchagua valley, Chile, who writes her
notes in Chilean Spanish full of slang ('po', 'cachai', 'al tiro'), with some English from
the export side. She keeps the SII clave tributaria, the BancoEstado and Santander claves,
the coordinate card and digipass PINs, the cellar's alarm and gate codes, the tasting room's
Wi-Fi, the WooCommerce consumer secret, the Mailchimp API key, the weather station's API
keys, the Twilio auth token, Transbank and Mercado Pago secrets, the password of the DTE
signing certificate and more; and many look-alikes: RUTs, wine lot codes, DTE folios,
shipping container numbers, SAG certificates, DUS and bill-of-lading numbers, tracking and
order numbers, public and publishable keys, masked card numbers, used one-time codes and
references to a secret rather than the secret.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
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
    digits,
    ean13,
    epoch,
    ga4_id,
    groups,
    hexs,
    iban,
    mac,
    mailchimp_key,
    openssh_private,
    pem,
    phrase,
    pick,
    pin,
    pw,
    recovery_codes,
    rnd,
    ssh_pub,
    twilio_sid,
    uid,
    write_corpora,
)

WORDS = [
    "carmenere", "syrah", "malbec", "peumo", "quillay", "boldo", "huaso", "chicha",
    "vendimia", "barrica", "lagar", "cuba", "apalta", "lolol", "marchigue", "nancagua",
    "cueca", "empanada", "pebre", "sopaipilla", "copihue", "cordillera", "tinaja", "zorzal",
]

CAPS = ["Carmenere", "Peumo", "Apalta", "Quillay", "Vendimia", "Barrica", "Copihue", "Lolol", "Zorzal", "Tinaja"]


def clave() -> str:
    """A password a person in the winery chose, or one a manager generated."""
    return pick(
        f"{secrets.choice(CAPS)}{digits(4)}{pick('!', '#', '*', '$', '.')}",
        f"{secrets.choice(WORDS)}.{secrets.choice(WORDS)}{digits(2)}",
        f"{secrets.choice(CAPS)}_{rnd(LOWER + DIGITS, 5)}{pick('?', '&', '%')}",
        pw(),
        rnd(ALNUM + "!#$%*", 12),
    )


def rut_dv(body: str) -> str:
    total = sum(int(c) * (2 + i % 6) for i, c in enumerate(reversed(body)))
    dv = 11 - total % 11
    return {11: "0", 10: "K"}.get(dv, str(dv))


def rut(company: bool = False, dots: bool = True) -> str:
    """A Chilean RUT with a valid mod-11 check digit (companies sit from 76 to 77 million)."""
    body = pick("76", "77") + digits(6) if company else str(pick(8, 9, 10, 11, 12, 13, 15, 16, 17, 18)) + digits(6)
    shown = f"{int(body):,}".replace(",", ".") if dots else body
    return f"{shown}-{rut_dv(body)}"


CONTAINER_VALUES = dict(zip(UPPER, [10, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 34, 35, 36, 37, 38], strict=True))


def container() -> str:
    """An ISO 6346 container number with its check digit."""
    code = pick("MSK", "HLX", "CMA", "MSC", "ONE", "TGH", "SUD", "CAI") + "U" + digits(6)
    total = sum((CONTAINER_VALUES[c] if c.isalpha() else int(c)) * 2**i for i, c in enumerate(code))
    return f"{code}{total % 11 % 10}"


def woo_ck() -> str:
    return "ck_" + hexs(40)


def woo_cs() -> str:
    return "cs_" + hexs(40)


def twilio_token() -> str:
    return hexs(32)


def totp_seed(spaced: bool = False) -> str:
    seed = rnd(BASE32, pick(16, 32))
    return groups(seed.lower(), 4) if spaced else seed


def slack_webhook() -> str:
    return f"https://hooks.slack.com/services/T{rnd(UPPER + DIGITS, 10)}/B{rnd(UPPER + DIGITS, 10)}/{rnd(ALNUM, 24)}"


def meta_token() -> str:
    return "EAA" + pick("G", "B", "J") + rnd(ALNUM, pick(180, 196, 204))


def fintoc_key() -> str:
    return "sk_live_" + rnd(URLSAFE, 32)


def transbank_secret() -> str:
    return hexs(64).upper()


def commerce_code() -> str:
    return "5970" + digits(8)


def mp_access_token() -> str:
    return f"APP_USR-{digits(16, lead=True)}-{digits(6)}-{hexs(32)}-{digits(9, lead=True)}"


def mp_public_key() -> str:
    return f"APP_USR-{uid()}"


def wp_cookie() -> str:
    user = pick("cata", "admin_vina", "tienda")
    return f"wordpress_logged_in_{hexs(32)}={user}%7C{epoch() + 1_209_600}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}"


def wifi_key() -> str:
    return pick(
        f"{secrets.choice(CAPS)}{pick('Tinto', 'Rosado', 'Blanco')}{digits(3)}",
        phrase(WORDS, 3, pick("-", "")) + digits(2),
        rnd(ALNUM, 14),
    )


def coordinates() -> str:
    """A bank coordinate card: rows 1-5 under columns A-J, two digits a cell."""
    head = "    " + "  ".join(f" {c}" for c in "ABCDEFGHIJ")
    rows = [f"{n}   " + "  ".join(digits(2) for _ in range(10)) for n in range(1, 6)]
    return "\n".join([head, *rows])


def phone() -> str:
    return f"+56 9 {digits(4, lead=True)} {digits(4)}"


def lot() -> str:
    return f"{pick('CAR', 'SYR', 'MAL', 'CS', 'RSD')}-{pick('23', '24', '25')}-{digits(3)}{pick('', 'A', 'B')}"


def folio() -> str:
    return digits(pick(5, 6, 7), lead=True)


def sag_cert() -> str:
    return f"{pick('CF', 'CFE', 'CO')}-{pick('2024', '2025')}-{pick('06', '13', '08')}-{digits(6)}"


def dus() -> str:
    return digits(10, lead=True)


def bill_of_lading() -> str:
    return pick("MAEU", "HLCU", "MEDU", "CMDU", "ONEY") + pick("", "SAI", "VAP") + digits(pick(9, 10), lead=True)


def recaptcha_site() -> str:
    return "6L" + pick("c", "e", "f") + rnd(URLSAFE, 37)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "sii_clave_tributaria",
        f"SII empresa\nRUT {rut(company=True)}\nclave tributaria: {clave()}",
        f"clave SII de la viña (la cambié en marzo po) {clave()}",
        f"sii.cl -> rut {rut(company=True)} / clave {clave()}  ojo que se bloquea al 3er intento",
        f"Clave tributaria nueva del Don Raúl (persona natural, RUT {rut()}): {clave()} — no se la pasen al contador antiguo",
        f"pa' emitir DTE en el portal del SII\nusuario: {rut(company=True, dots=False)}\nclave\n{clave()}",
        f"cachai que el SII pidió cambio de clave?? quedó {clave()} altiro la anoté",
    )

    r.add(
        "bancoestado_clave_internet",
        f"BancoEstado empresas: rut {rut(company=True)} clave internet {clave()}",
        f"clave cuenta rut bancoestado (mía) {pin(8)}",
        f"BE — clave de acceso web {clave()} (la de 8 no, esa es del cajero)",
        f"bancoestado\n  rut: {rut()}\n  clave: {clave()}",
        f"la clave internet del BancoEstado de la viña quedó {clave()} despues del bloqueo, fome",
        f"clave bco estado {clave()}",
    )

    r.add(
        "santander_clave",
        f"Santander Office Banking — usuario {rut(company=True)}, clave {clave()}",
        f"clave santander personas: {clave()}",
        f"santander (cta cte de la sociedad) clave web = {clave()} y la pregunta secreta es el nombre del perro po",
        f"Sant. clave 4 dígitos cajero {pin(4)} / clave web {clave()}",
    )

    r.add(
        "bank_coordinate_card",
        f"tarjeta de coordenadas Santander (copia por si se pierde):\n{coordinates()}",
        f"Superclave, por si acaso\n{coordinates()}",
        f"coordenadas BancoEstado empresas (la tarjeta física está en la caja fuerte pero igual):\n{coordinates()}",
        f"coord. que siempre me piden: A3={digits(2)} C1={digits(2)} F4={digits(2)} H2={digits(2)} J5={digits(2)} B5={digits(2)} E2={digits(2)} G3={digits(2)}",
    )

    r.add(
        "digipass_pin",
        f"PIN del digipass Santander: {pin(4)}",
        f"digipass (el llaverito negro) se desbloquea con {pin(6)}, si lo pongo mal 3 veces hay que ir a la sucursal",
        f"pin digipas de la Vero {pin(4)} / el mío {pin(4)}",
        f"BEpass — clave de activación de la app {pin(6)} y PIN {pin(4)}",
    )

    r.add(
        "cellar_alarm_code",
        f"alarma bodega de guarda: {pin(4)}",
        f"Código alarma (panel al lado del portón de la sala de barricas) {pin(4)}#",
        f"ojo cabros: la alarma de la bodega ahora es {pin(6)}, la anterior ya no sirve",
        f"alarma\n{pin(4)}\n(si suena igual llamar a la central al tiro)",
        f"codigo desarme alarma lagar {pin(4)} — coacción {pin(4)} (avisa calladito a los pacos)",
        f"Alarma sala de ventas: usuario 02 código {pin(4)}. Master instalador {pin(6)}",
    )

    r.add(
        "gate_code",
        f"portón de entrada (camiones de uva) código {pin(4)}",
        f"Código del portón: *{pin(4)}#",
        f"para los de la vendimia: el portón se abre con {pin(4)} en el teclado, no lo compartan po",
        f"porton bodega norte {pin(5)} / porton casa patronal {pin(4)}",
        f"gate code for the importers visiting friday = {pin(4)} (cambiarlo el lunes!!)",
    )

    r.add(
        "tasting_room_wifi",
        f"WiFi sala de degustación\nred: VinaQuebrada_Sala\nclave: {wifi_key()}",
        f"wifi turistas {wifi_key()}",
        f"la clave del wifi de la sala es {wifi_key()} cachai, la red es 'Degustacion 5G'",
        f"SSID: QP-Oficina  pass: {wifi_key()}  (la de la oficina, NO darla a los turistas)",
        f"wifi: {{ssid: VinaQuebrada_Bodega, psk: \"{wifi_key()}\"}}",
        f"wi-fi de la sala -> {wifi_key()} (la cambié pq el vecino se colgaba jaja)",
    )

    r.add(
        "woocommerce_consumer_secret",
        f"WooCommerce REST API (tienda.vinaquebrada.example)\nconsumer key: {woo_ck()}\nconsumer secret: {woo_cs()}",
        f"WC_CONSUMER_KEY={woo_ck()}\nWC_CONSUMER_SECRET={woo_cs()}",
        f"curl https://tienda.vinaquebrada.example/wp-json/wc/v3/orders -u {woo_ck()}:{woo_cs()}",
        f"clave API woo para el integrador del ERP: {woo_cs()} (permiso lectura/escritura)",
        f"consumer secret woocommerce {woo_cs()}",
        f"const api = new WooCommerceRestApi({{\n  url: \"https://tienda.vinaquebrada.example\",\n  consumerKey: \"{woo_ck()}\",\n  consumerSecret: \"{woo_cs()}\",\n  version: \"wc/v3\"\n}});",
    )

    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key (newsletter club de vinos): {mailchimp_key()}",
        f"mailchimp {mailchimp_key()}",
        f"MAILCHIMP_API_KEY={mailchimp_key()}\nMAILCHIMP_SERVER_PREFIX=us6",
        f"la api key de mailchimp pal plugin de woo: {mailchimp_key()} — la otra la revoqué",
        f"mailchimp.setConfig({{ apiKey: \"{mailchimp_key()}\", server: \"us19\" }});",
        f"key mailchimp nueva\n{mailchimp_key()}",
    )

    r.add(
        "weather_station_api_key",
        f"Estación meteorológica (Weather Underground) apiKey {hexs(32)}",
        f"Ambient Weather\napplicationKey={hexs(64)}\napiKey={hexs(64)}",
        f"WeatherLink v2: api-key {rnd(LOWER + DIGITS, 32)} api-secret {rnd(LOWER + DIGITS, 32)}",
        f"token estación del cuartel 4 (heladas) -> {hexs(32)}",
        f"curl \"https://api.weather.example/v2/pws/observations/current?stationId=ICOLCH12&format=json&apiKey={hexs(32)}\"",
    )

    r.add(
        "twilio_auth_token",
        f"Twilio (SMS de reservas)\nAccount SID: {twilio_sid()}\nAuth Token: {twilio_token()}",
        f"TWILIO_ACCOUNT_SID={twilio_sid()}\nTWILIO_AUTH_TOKEN={twilio_token()}",
        f"auth token twilio {twilio_token()}",
        f"curl -X POST https://api.twilio.com/2010-04-01/Accounts/{twilio_sid()}/Messages.json -u {twilio_sid()}:{twilio_token()} --data-urlencode 'Body=Su reserva está confirmada'",
        f"twilio: el token nuevo es {twilio_token()} (rotado pq el Pancho lo pegó en un mail, pucha)",
        f"client = Client(\"{twilio_sid()}\", \"{twilio_token()}\")",
    )

    r.add(
        "safe_combination",
        f"caja fuerte oficina: {digits(2)}-{digits(2)}-{digits(2)}",
        f"Combinación caja de fondos (izq {digits(2)}, der {digits(2)}, izq {digits(2)})",
        f"caja fuerte sala de ventas código {pin(6)} + llave (la llave la tiene el Toño)",
        f"safe en la bodega de exportación\n{pin(4)}",
    )

    r.add(
        "debit_card_pin",
        f"PIN tarjeta cuenta rut viña {pin(4)}",
        f"tarjeta débito Santander empresa — clave {pin(4)}",
        f"la clave de la redcompra de la caja chica es {pin(4)}, no la tengan escrita en la tarjeta porfa",
        f"pin de la tarjeta de combustible (Copec) {pin(4)}",
    )

    r.add(
        "google_app_password",
        f"contraseña de aplicación google (pal mail en el celular de ventas): {app_password()}",
        f"app password gmail para el WP SMTP: {app_password()}",
        f"Google app pass (impresora scanner -> mail) {app_password()}",
        f"SMTP_USER=ventas@vinaquebrada.example\nSMTP_PASS=\"{app_password()}\"",
    )

    r.add(
        "email_password",
        f"correo ventas@vinaquebrada.example clave {clave()}",
        f"mail exportaciones\nexport@vinaquebrada.example\n{clave()}",
        f"contrasña del correo de la Sofi (está de vacaciones y hay que revisar pedidos) {clave()}",
        f"outlook reservas — pass: {clave()}",
        f"correo turismo: turismo@vinaquebrada.example / {clave()} (lo usan los guías)",
    )

    r.add(
        "google_backup_codes",
        f"códigos de respaldo google cuenta viña:\n{recovery_codes(10, 'digits')}",
        f"backup codes (gmail admin)\n{recovery_codes(8, 'digits')}",
        f"Códigos de verificación de respaldo — guardar!!\n{recovery_codes(10, 'digits')}",
        f"por si pierdo el cel (2FA google): {recovery_codes(5, 'digits')}",
    )

    r.add(
        "wordpress_admin_password",
        f"wp-admin tienda: usuario admin_vina / {clave()}",
        f"WordPress (sitio turismo)\nuser: cata\npass {clave()}",
        f"https://vinaquebrada.example/wp-login.php  admin  {clave()}",
        f"clave admin wordpress nueva {clave()}, la vieja la tenía la agencia y ya no trabajamos con ellos",
        f"wp cli: wp user update admin_vina --user_pass='{clave()}'",
    )

    r.add(
        "mysql_connection_string",
        f"DB de la tienda: mysql://woo_user:{rnd(ALNUM, 20)}@db.tienda.internal:3306/woo_prod",
        f"define( 'DB_NAME', 'wp_tienda' );\ndefine( 'DB_USER', 'wp_tienda' );\ndefine( 'DB_PASSWORD', '{rnd(ALNUM + '!#%', 18)}' );\ndefine( 'DB_HOST', 'localhost' );",
        f"mysql -h db.bodega.internal -u reportes -p'{rnd(ALNUM, 16)}' ventas",
        f"DATABASE_URL=mysql://erp:{rnd(ALNUM, 24)}@10.0.4.12:3306/erp_vina",
        f"conexión base de trazabilidad (lotes) postgres://traza:{rnd(ALNUM, 22)}@traza.acme.internal:5432/trazabilidad",
    )

    r.add(
        "transbank_api_secret",
        f"Transbank Webpay Plus producción\ncódigo comercio {commerce_code()}\nAPI Key Secret {transbank_secret()}",
        f"WEBPAY_COMMERCE_CODE={commerce_code()}\nWEBPAY_API_KEY={transbank_secret()}",
        f"webpay api key secret (me la mandaron por mail, anotada aca) {transbank_secret()}",
        f"Tbk-Api-Key-Id: {commerce_code()}\nTbk-Api-Key-Secret: {transbank_secret()}",
    )

    r.add(
        "mercadopago_access_token",
        f"Mercado Pago access token (prod): {mp_access_token()}",
        f"MP_ACCESS_TOKEN={mp_access_token()}",
        f"token mercadopago pa los links de pago del club: {mp_access_token()}",
        f"curl -H 'Authorization: Bearer {mp_access_token()}' https://api.pagos.example/v1/payments/search",
        f"mercado pago\npublic key {mp_public_key()}\naccess token {mp_access_token()}",
    )

    r.add(
        "dte_certificate_password",
        f"certificado digital (firma DTE) .pfx — clave {clave()}",
        f"clave del certificado de Don Raúl pa firmar facturas: {clave()}",
        f"openssl pkcs12 -in firma_raul.pfx -out firma.pem -nodes -passin pass:{clave()}",
        f"el .p12 del SII vence en octubre, la clave es {clave()} ojito",
        f"facturador: cert=certificado_2025.pfx pass={clave()}",
    )

    r.add(
        "previred_password",
        f"Previred empresa: rut {rut(company=True)} clave {clave()}",
        f"clave previred pa pagar las cotizaciones {clave()}",
        f"previred.com usuario {rut()} / {clave()} (el de remuneraciones)",
        f"Previred\n{clave()}",
    )

    r.add(
        "cctv_dvr_password",
        f"DVR cámaras bodega (Hikvision) admin / {clave()}",
        f"cámaras: http://192.168.1.64 usuario admin clave {clave()}",
        f"app de las cámaras en el cel -> cuenta vina.camaras, pass {clave()}, código de verificación del equipo {rnd(UPPER, 6)}",
        f"NVR sala barricas\nuser admin\npwd {clave()}",
    )

    r.add(
        "totp_seed",
        f"semilla 2FA woocommerce admin (por si cambio de cel): {totp_seed(spaced=True)}",
        f"otpauth://totp/Tienda%20Vina:admin_vina?secret={totp_seed()}&issuer=Tienda%20Vina",
        f"clave de configuración autenticador google (cuenta viña) {totp_seed(spaced=True)}",
        f"2fa secret mailchimp {totp_seed()}",
        f"TOTP mercadopago — {totp_seed()} (escanear en el cel del Pancho también)",
    )

    r.add(
        "ssh_private_key",
        f"llave del hosting de la tienda (deploy):\n{openssh_private()}",
        f"~/.ssh/id_tienda\n{openssh_private()}",
        f"la llave privada que nos mandó el de la agencia pa entrar al servidor, cachai:\n{openssh_private()}",
        f"ssh key servidor trazabilidad\n{openssh_private()}",
    )

    r.add(
        "slack_webhook_url",
        f"webhook slack canal #bodega (alertas temperatura de cubas): {slack_webhook()}",
        f"SLACK_WEBHOOK={slack_webhook()}",
        f"curl -X POST -H 'Content-type: application/json' --data '{{\"text\":\"Helada en cuartel 4!\"}}' {slack_webhook()}",
        f"webhook pedidos nuevos -> {slack_webhook()}",
    )

    r.add(
        "wordpress_session_cookie",
        f"cookie sesión wp (pa que el de soporte entre sin clave, borrar después): {wp_cookie()}",
        f"Cookie: {wp_cookie()}",
        f"curl -b '{wp_cookie()}' https://tienda.vinaquebrada.example/wp-admin/admin-ajax.php",
        f"copié la cookie logueada del admin:\n{wp_cookie()}",
    )

    r.add(
        "chilexpress_api_key",
        f"Chilexpress API (cotizador + envíos) Ocp-Apim-Subscription-Key: {hexs(32)}",
        f"courier api key {hexs(32)} (la de producción, la de test es otra)",
        f"CHILEXPRESS_KEY_COTIZADOR={hexs(32)}\nCHILEXPRESS_KEY_ENVIOS={hexs(32)}",
        f"key chilexpress pal plugin de woo: {hexs(32)}",
    )

    r.add(
        "dte_signing_private_key",
        f"firma.key (sacada del pfx pa el facturador):\n{pem('PRIVATE KEY', 6)}",
        f"llave privada del certificado de firma electrónica\n{pem('RSA PRIVATE KEY', 8)}",
        f"key del certificado SSL de la tienda (el de la agencia)\n{pem('PRIVATE KEY', 5)}",
        f"-- no borrar --\n{pem('RSA PRIVATE KEY', 6)}",
    )

    r.add(
        "fintoc_secret_key",
        f"Fintoc secret key (conciliación bancaria): {fintoc_key()}",
        f"FINTOC_SECRET_KEY={fintoc_key()}",
        f"fintoc: la sk live es {fintoc_key()}, la pk está en el front",
        f"Authorization: {fintoc_key()}",
    )

    r.add(
        "meta_page_access_token",
        f"token página FB/IG de la viña (no expira): {meta_token()}",
        f"META_ACCESS_TOKEN={meta_token()}",
        f"token pa la API de whatsapp business (reservas)\n{meta_token()}",
        f"curl \"https://graph.social.example/v19.0/me/accounts?access_token={meta_token()}\"",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "rut_reference",
        f"RUT viña pa las facturas: {rut(company=True)}",
        f"proveedor de corchos (Corchos del Sur Ltda.) rut {rut(company=True)} — pagar a 30 días",
        f"rut Don Raúl {rut()} / rut sociedad agrícola {rut(company=True)}",
        f"cosechero nuevo, don Lucho: {rut(dots=False)} (le pagamos por kilo, ojo)",
        f"RUT del transportista de la uva: {rut()}",
    )

    r.add(
        "wine_lot_code",
        f"lote {lot()} carmenere reserva, embotellado el {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}",
        f"Lotes pa exportación a Brasil: {lot()}, {lot()}, {lot()}",
        f"ojo el {lot()} tiene el corcho malo, separar 3 pallets po",
        f"etiqueta contra: LOT {lot()} / 13,5% vol / 750 ml",
        f"trazabilidad: cuba 12 -> {lot()} -> {lot()}",
    )

    r.add(
        "dte_folio_number",
        f"factura electrónica folio {folio()} a Distribuidora Austral, $ {secrets.randbelow(9) + 1}.{digits(3)}.{digits(3)}",
        f"guía de despacho N° {folio()} (las 120 cajas de syrah)",
        f"nota de crédito folio {folio()} anula la factura {folio()}",
        f"DTE tipo 33 folio {folio()} rechazado por el SII, reenviar al tiro",
        f"CAF nuevo: folios del {(first := int(folio()))} al {first + pick(499, 999)}",
    )

    r.add(
        "container_id",
        f"contenedor {container()} (reefer 40') sale de San Antonio el jueves",
        f"Container No. {container()} / seal {pick('CL', 'ML')}{digits(7)}",
        f"los dos conteiners pa China: {container()} y {container()}",
        f"cont. {container()} llegó a Rotterdam, avisar al importador",
    )

    r.add(
        "sag_certificate_number",
        f"certificado fitosanitario SAG N° {sag_cert()}",
        f"SAG cert origen {sag_cert()} pal embarque de Shanghai",
        f"falta el cert SAG {sag_cert()} firmado, pedirlo al tiro en la oficina de San Fernando",
        f"Certificado de análisis SAG: {sag_cert()} (alcohol, acidez, SO2 ok)",
        f"{sag_cert()} y {sag_cert()} vencen en diciembre",
    )

    r.add(
        "payee_bank_account",
        f"datos transferencia viña:\nBanco Santander\ncta cte {digits(8, lead=True)}\nRUT {rut(company=True)}\nventas@vinaquebrada.example",
        f"pagarle al de las barricas: BancoEstado cuenta vista {digits(11, lead=True)}, rut {rut()}",
        f"cuenta rut del cosechero {digits(8, lead=True)} (es el rut sin dígito, cachai)",
        f"Banco de Chile cta. cte. 00-{digits(3)}-{digits(5)}-{digits(2)} a nombre de Transportes Lolol SpA",
    )

    r.add(
        "shipment_tracking",
        f"envío Chilexpress OT {digits(10, lead=True)} (caja de 6 pal cliente de Temuco)",
        f"Starken tracking {digits(10, lead=True)}",
        f"DHL waybill {digits(10, lead=True)} muestras pal concurso en Londres",
        f"seguimiento Blue Express: {pick('BX', 'BLX')}{digits(10)}",
        f"n° de seguimiento correos de chile {rnd(UPPER, 2)}{digits(9)}CL",
    )

    r.add(
        "webshop_order_number",
        f"pedido #{digits(5, lead=True)} woo — reclamó que llegó una botella quebrada",
        f"orden {digits(5, lead=True)} pagada con webpay, despachar el lunes",
        f"pedidos club de vinos marzo: #{digits(5, lead=True)}, #{digits(5, lead=True)}, #{digits(5, lead=True)}",
        f"Order #{digits(5, lead=True)} (wholesale, USD 4.320) — pending",
        f"https://tienda.vinaquebrada.example/wp-admin/post.php?post={digits(5, lead=True)}&action=edit  <- el pedido del restorán",
    )

    r.add(
        "mailchimp_audience_id",
        f"audience id mailchimp (club de vinos): {hexs(10)}",
        f"list_id={hexs(10)}  # newsletter turismo",
        f"campaña vendimia 2025 campaign id {hexs(10)}",
        f"segmento 'compraron carmenere' id {digits(6, lead=True)} en la audiencia {hexs(10)}",
        f"mailchimp: audiencia Club Quebrada -> {hexs(10)} | template id {digits(5, lead=True)}",
    )

    r.add(
        "twilio_account_identifier",
        f"Twilio Account SID (el token NO va acá, está en el gestor): {twilio_sid()}",
        f"número twilio pa SMS: +1 {digits(3, lead=True)} {digits(3)} {digits(4)}, SID del número PN{hexs(32)}",
        f"mensaje fallido SID SM{hexs(32)}, error 30007",
        f"Messaging Service MG{hexs(32)} (reservas sala)",
        f"en la factura de twilio sale la cuenta {twilio_sid()}, el cobro fue USD {secrets.randbelow(80) + 20},{digits(2)}",
    )

    r.add(
        "masked_card",
        f"tarjeta de la empresa terminada en {digits(4)}, vence {secrets.randbelow(12) + 1:02d}/{pick('26', '27', '28')}",
        f"cobro de Mailchimp en la Visa **** **** **** {digits(4)}",
        f"webpay: pagó con tarjeta XXXX-XXXX-XXXX-{digits(4)}",
        f"la redcompra que termina en {digits(4)} es la de caja chica",
        f"Mastercard •••• {digits(4)} (la del Don Raúl, pa pagar los fletes)",
    )

    r.add(
        "secret_reference",
        "clave SII: en el cuaderno rojo de la caja fuerte, NO anotarla acá",
        "WC_CONSUMER_SECRET=${WC_CONSUMER_SECRET}  # viene del .env del servidor",
        "token: ${{ secrets.MAILCHIMP_API_KEY }}\nserver: ${{ vars.MAILCHIMP_SERVER }}",
        f"el auth token de twilio está en bitwarden, carpeta 'Viña / Integraciones' (item {uid()})",
        "password: \"{{ vault_db_password }}\"   # ansible-vault, pedírsela al Pancho",
        "export TWILIO_AUTH_TOKEN=$(op read \"op://Vina/Twilio/auth token\")",
    )

    r.add(
        "used_one_time_code",
        f"código SMS del banco {pin(6)} (ya lo usé, expiró)",
        f"el código de verificación que llegó fue {pin(6)} pero venció antes de ponerlo, pedí otro",
        f"digipass marcó {pin(6)} pa la transferencia de las 11:40, ya quedó aprobada",
        f"código de Chilexpress pa retirar en sucursal: {pin(6)} (retirado el martes)",
        f"OTP {pin(6)} — usado, transferencia a Barricas Nadalié ok",
    )

    r.add(
        "file_checksum",
        f"sha256 del respaldo de la tienda (backup_2025-03.tar.gz): {hexs(64)}",
        f"commit del tema de woo que arregló el checkout: {hexs(40)}",
        f"md5 del XML del libro de compras enviado al SII {hexs(32)}",
        f"git revert {hexs(7)}  # esto rompió el cálculo de envíos",
        f"hash del archivo de trazabilidad: {hexs(64)} (pa la auditoría orgánica)",
    )

    r.add(
        "uuid_link",
        f"https://tienda.vinaquebrada.example/mi-cuenta/pedido/{uid()}",
        f"link de la encuesta de visitas: https://encuestas.acme.example/s/{uid()}",
        f"formulario de inscripción vendimia: https://forms.vinaquebrada.example/f/{uid()}",
        f"trackingId {uid()} de la factura en el sistema del importador",
        f"carpeta compartida fichas técnicas: https://drive.acme.example/folders/{uid()} (solo lectura pa los distribuidores)",
    )

    r.add(
        "ssh_public_key",
        f"llave pública pa que la agencia me dé acceso:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} cata@notebook-vina",
        f"fingerprint del servidor de la tienda: SHA256:{rnd(ALNUM + '+/', 43)}",
        f"authorized_keys del servidor traza:\nssh-rsa {ssh_pub('ssh-rsa', 256)} pancho@bodega",
        f"ED25519 key fingerprint is SHA256:{rnd(ALNUM + '+/', 43)}. (lo acepté, era el server nuevo)",
        f"huella md5 de la llave del deploy {':'.join(secrets.token_hex(1) for _ in range(16))} (la pública, la agregué en el panel del hosting)",
    )

    r.add(
        "mercadopago_public_key",
        f"mercado pago public key (va en el checkout, es pública): {mp_public_key()}",
        f"MP_PUBLIC_KEY={mp_public_key()}",
        f"<script>const mp = new MercadoPago('{mp_public_key()}', {{locale: 'es-CL'}});</script>",
        f"public key MP del sitio de turismo {mp_public_key()}",
        f"mercadopago:\n  public_key: {mp_public_key()}\n  access_token: ${{MP_ACCESS_TOKEN}}",
    )

    r.add(
        "recaptcha_site_key",
        f"reCAPTCHA site key (formulario de reservas) {recaptcha_site()}",
        f"<div class=\"g-recaptcha\" data-sitekey=\"{recaptcha_site()}\"></div>",
        f"clave de sitio recaptcha (la pública, la secreta no la pongo acá) {recaptcha_site()}",
        f"RECAPTCHA_SITE_KEY={recaptcha_site()}",
        f"recaptcha v3 pal formulario del club, site key {recaptcha_site()} (secret en wp-config, no acá)",
    )

    r.add(
        "analytics_measurement_id",
        f"Google Analytics tienda: {ga4_id()}",
        f"gtag('config', '{ga4_id()}');",
        f"ID de medición GA4 del sitio turismo {ga4_id()}, el de la tienda es {ga4_id()}",
        f"píxel de meta {digits(15, lead=True)} + GA {ga4_id()}",
        f"GTM-{rnd(UPPER + DIGITS, 7)} contenedor de tag manager, dentro va el {ga4_id()}",
    )

    r.add(
        "phone_contact",
        f"don Lucho (tractorista) {phone()}",
        f"Importador Brasil — Marcelo, cel {pick('+55 11 9', '+55 21 9')}{digits(4)}-{digits(4)}",
        f"técnico de la alarma {phone()}, la central {pick('600', '800')} {digits(3)} {digits(4)}",
        f"whatsapp reservas sala: {phone()}",
        f"enólogo asesor {phone()} / fijo oficina +56 72 {digits(3, lead=True)} {digits(4)}",
    )

    r.add(
        "invoice_amount_date",
        f"factura barricas francesas: € {secrets.randbelow(40) + 10}.{digits(3)},00 vence {secrets.randbelow(28) + 1:02d}-{pick('04', '05', '06')}-2025",
        f"pago IVA abril $ {secrets.randbelow(30) + 5}.{digits(3)}.{digits(3)} — F29 presentado el 12/05",
        f"cosecha 2025: {secrets.randbelow(400) + 100}.{digits(3)} kg de uva, precio prom. $ {secrets.randbelow(300) + 300}/kg",
        f"presupuesto vendimia {secrets.randbelow(90) + 10}.{digits(3)}.{digits(3)} CLP, van gastados {secrets.randbelow(9) + 1}.{digits(3)}.{digits(3)}",
    )

    r.add(
        "software_version",
        f"WooCommerce {pick('8', '9')}.{secrets.randbelow(9)}.{secrets.randbelow(5)} / WordPress 6.{secrets.randbelow(8)}.{secrets.randbelow(4)} — actualizar el viernes",
        f"firmware estación meteorológica v{secrets.randbelow(4) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(100)} (build {digits(8)})",
        f"el DVR quedó en V{secrets.randbelow(5) + 3}.{secrets.randbelow(9)}.{secrets.randbelow(90)} build {pick('23', '24')}{digits(4)}",
        f"plugin Chilexpress {secrets.randbelow(3) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(10)}, plugin webpay {secrets.randbelow(3) + 1}.{secrets.randbelow(10)}.{secrets.randbelow(10)} (ojo que el 2 rompía todo)",
    )

    r.add(
        "equipment_serial",
        f"S/N digipass (pa bloquearlo si se pierde): {digits(3)}-{digits(7)}-{digits(1)}",
        f"estación meteorológica serie {rnd(UPPER + DIGITS, 12)}",
        f"bomba de trasiego n° serie {pick('TR', 'BT')}{digits(8)}",
        f"DVR serial {pick('DS-7608', 'DS-7216')}NI-K2{rnd(UPPER + DIGITS, 10)}{digits(8)}",
        f"etiquetadora, nro de serie {digits(4)}-{rnd(UPPER, 2)}-{digits(5)}",
    )

    r.add(
        "mac_address",
        f"MAC de la estación meteorológica {mac(upper=True)} (reservarle IP en el router)",
        f"impresora de etiquetas: {mac()}",
        f"el equipo raro conectado al wifi de la sala: {mac('-', True)} — bloqueado",
        f"dhcp reserva: cámara bodega -> {mac()} -> 192.168.1.{secrets.randbelow(200) + 20}",
    )

    r.add(
        "transbank_commerce_code",
        f"código de comercio Webpay Plus: {commerce_code()}",
        f"código comercio Transbank (POS sala de ventas) {commerce_code()}, terminal {digits(8)}",
        f"Tbk-Api-Key-Id: {commerce_code()}   # el secret va por variable de entorno",
        f"nuestro cód. de comercio pa soporte transbank: {commerce_code()}",
        f"webpay: la boleta {folio()} pagada, orden de compra {digits(8, lead=True)}, cód. autorización {pin(6)}, comercio {commerce_code()}",
    )

    r.add(
        "importer_iban",
        f"IBAN importador Alemania (pa devolverle la sobrefacturación): {iban('DE', digits(18))}, BIC {pick('COBADEFFXXX', 'DEUTDEFFXXX')}",
        f"importer bank details: {iban('NL', pick('ABNA', 'INGB', 'RABO') + digits(10))} (Vinos del Sur BV)",
        f"Belgian distributor IBAN {iban('BE', digits(12), spaced=False)}",
        f"cuenta del proveedor de barricas en Francia: {iban('FR', digits(10) + rnd(UPPER + DIGITS, 11) + digits(2))}",
    )

    r.add(
        "dus_export_declaration",
        f"DUS {dus()} aceptado, embarque {lot()}",
        f"declaración de exportación (DUS) N° {dus()} — aduana San Antonio",
        f"el agente de aduana mandó el DUS {dus()} con error en el peso, corregir",
        f"DUS legalizado {dus()} / factura de exportación {folio()}",
    )

    r.add(
        "bill_of_lading_booking",
        f"BL {bill_of_lading()} (Maersk) — originales por courier al importador",
        f"booking {pick('SAI', 'VAP')}{digits(7, lead=True)} naviera Hapag, cut-off jueves 14:00",
        f"bill of lading {bill_of_lading()} telex release pedido",
        f"B/L N° {bill_of_lading()} | container {container()} | 1.320 cajas",
        f"reserva de espacio n° {digits(9, lead=True)} pal reefer de Shanghai",
    )

    r.add(
        "purchase_order_number",
        f"OC {digits(4, lead=True)}-{pick('2024', '2025')} corchos naturales 50.000 un.",
        f"PO #{digits(6, lead=True)} from the UK importer (4 pallets carmenere)",
        f"orden de compra {digits(7, lead=True)} Mercado Público (vino pa la muni, jaja)",
        f"OC proveedor botellas: {pick('OC', 'PO')}-{digits(5, lead=True)}, pagada 50%",
    )

    r.add(
        "product_barcode",
        f"EAN carmenere reserva 750: {ean13('780')}",
        f"códigos de barra nuevos: syrah {ean13('780')}, rosado {ean13('780')}",
        f"DUN-14 caja de 6: 1{ean13('780')[:-1]}{digits(1)}",
        f"el jumbo pide el EAN {ean13('780')} en la ficha",
    )

    r.add(
        "weather_station_identifier",
        f"estación pública en WU: ICOLCH{digits(2)} (cuartel 4) e ISANTA{digits(3)}",
        f"station id weatherlink {digits(6, lead=True)}, device id {rnd(UPPER + DIGITS, 8)}",
        f"https://www.wunderground.example/dashboard/pws/INANCA{digits(2)}  <- pa mostrarle a los turistas",
        f"MAC estación (id en ambient weather): {mac(upper=True)}",
    )

    r.add(
        "lab_analysis_report",
        f"informe laboratorio N° {digits(5, lead=True)}: alcohol 13,8 % v/v, AT {secrets.randbelow(3) + 5},{digits(1)} g/L, SO2 libre {secrets.randbelow(20) + 20} mg/L",
        f"análisis lote {lot()} — pH 3,{digits(2)}, azúcar residual {digits(1)},{digits(1)} g/L",
        f"muestra {pick('M', 'LB')}-{digits(6)} enviada al lab de Santa Cruz, resultado en 5 días hábiles",
        f"acta de análisis {digits(4, lead=True)}/{pick('2024', '2025')} (pal SAG)",
    )

    return r


def main() -> None:
    write_corpora("make_heldout336.py", [
        ("heldout336_credentials.yaml", credentials(), "Held-out batch 336: credentials a winery operations manager in Colchagua keeps (SII, BancoEstado, Santander, alarm and gate codes, Wi-Fi, WooCommerce, Mailchimp, Twilio, Transbank, Mercado Pago and more)"),
        ("heldout336_lookalikes.yaml", lookalikes(), "Held-out batch 336: a winery's RUTs, lot codes, DTE folios, container and SAG numbers, public keys, masked cards and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
