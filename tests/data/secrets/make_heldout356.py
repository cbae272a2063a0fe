# ruff: noqa: E501
"""Writes heldout356_credentials.yaml and heldout356_lookalikes.yaml: held-out batch 356.

Persona: the owner of a small bookshop and café in Barcelona (Gràcia) who writes her notes in
Catalan, with some Spanish and English, short and full of typos and reminders. She keeps the
codes of the shop's POS and card terminal (TPV), the online shop's WooCommerce REST keys and
Redsys signing key, the WordPress and hosting logins, the bank app, Bizum and card PINs, the
alarm, safe, key box and shutter (persiana) codes, the customers' and staff Wi-Fi, the router
and camera recorder, the distributors' portals, Instagram and Google Business logins with
their backup codes, Mailchimp, a Telegram bot for orders and her digital certificate; and
many look-alikes: Redsys merchant codes, order and receipt numbers, ISBNs, delivery notes,
the IBAN on her invoices, tax ids, tracking numbers, masked cards, serials, analytics and
site keys that are public by design, checksums, commit ids, public keys, expired SMS codes,
references to where a secret lives and a log of password changes without the passwords.

This batch was written blind: without reading the detector, its tests or the other corpora. Every value is drawn at run time from the `secrets` module (through make_heldout's helpers) in the real format's shape; hosts sit under `.example`, `.internal`, `.test` or `acme`. Nothing here is real.
"""

from __future__ import annotations

import secrets

from make_heldout import (
    ALNUM,
    DIGITS,
    LOWER,
    UPPER,
    URLSAFE,
    Rows,
    app_password,
    b64,
    card_expiry,
    digits,
    ean13,
    epoch,
    groups,
    hexs,
    iban,
    mac,
    mailchimp_key,
    phrase,
    pick,
    pin,
    rnd,
    s10,
    ssh_fingerprint,
    ssh_pub,
    telegram_bot_token,
    totp_seed,
    uid,
    wp_app_password,
    write_corpora,
)

WORDS = [
    "llibre", "tinta", "pagina", "cafe", "gat", "rambla", "gracia", "sardana", "castell",
    "lluna", "poma", "mar", "fanal", "bitxo", "vermut", "coca", "drac", "gessami", "tramvia",
    "mercat", "plaça", "terrat", "cargol", "vela", "sol", "rosa", "marina", "cirera",
]
WEAK = ("1234", "0000", "1111", "2580", "1212", "123456", "000000")
SYMBOLS = "!#%&*+-.?"


def shop_pw() -> str:
    """A password she chose herself or let the browser generate."""
    w = secrets.choice(WORDS)
    return pick(
        f"{w.capitalize()}{secrets.choice(WORDS)}{digits(pick(2, 3, 4))}{secrets.choice(SYMBOLS)}",
        f"{w.capitalize()}_{digits(2)}{secrets.choice(SYMBOLS)}{rnd(UPPER, 2)}{digits(2)}",
        rnd(ALNUM + SYMBOLS, pick(14, 16)),
        f"{rnd(ALNUM, 4)}-{rnd(ALNUM, 4)}-{rnd(ALNUM, 4)}",
    )


def url_pw() -> str:
    """A password safe to put inside a URL."""
    return rnd(ALNUM, pick(14, 16, 18))


def redsys_key() -> str:
    """The Redsys HMAC-SHA256 signing key of the TPV Virtual: 24 bytes in base64."""
    return b64(secrets.token_bytes(24))


def wc_ck() -> str:
    return "ck_" + hexs(40)


def wc_cs() -> str:
    return "cs_" + hexs(40)


def wp_salt() -> str:
    return rnd(ALNUM + "!@#$%^&*()-_[]{}<>~+=,.;:/?|", 64)


def wp_cookie(user: str) -> str:
    return f"wordpress_logged_in_{hexs(32)}={user}%7C{epoch() + 1_209_600}%7C{rnd(ALNUM, 43)}%7C{hexs(64)}"


def eight_digit_codes(n: int, sep: str = "\n") -> str:
    """Backup codes as Google and Instagram print them: eight digits, split four and four."""
    return sep.join(f"{digits(4)} {digits(4)}" for _ in range(n))


def wifi_key() -> str:
    return pick(
        f"{secrets.choice(WORDS).capitalize()}{secrets.choice(WORDS)}{digits(3)}{secrets.choice(SYMBOLS)}",
        rnd(ALNUM, 20),
        phrase(WORDS, 4, "-") + digits(2),
        rnd(LOWER + DIGITS, 12),
    )


def tpv_code() -> str:
    return pin(pick(4, 6, 8), WEAK)


def cif() -> str:
    """A Spanish company tax id (CIF) of an S.L.: B, seven digits and the control digit."""
    body = digits(7)
    even = sum(int(body[i]) for i in (1, 3, 5))
    odd = sum(sum(divmod(int(body[i]) * 2, 10)) for i in (0, 2, 4, 6))
    return f"B{body}{(10 - (even + odd) % 10) % 10}"


def es_iban(bank: str) -> str:
    return iban("ES", bank + digits(16))


def isbn() -> str:
    n = ean13("97884")
    return f"{n[:3]}-{n[3:5]}-{n[5:9]}-{n[9:12]}-{n[12]}"


def fuc() -> str:
    """A Redsys merchant code (FUC): nine digits, printed on every receipt."""
    return digits(9, lead=True)


def ds_order() -> str:
    return digits(4) + rnd(UPPER + DIGITS, 8)


def mobile() -> str:
    n = pick("6", "7") + digits(8)
    return f"+34 {n[:3]} {n[3:6]} {n[6:]}"


def place_id() -> str:
    return "ChIJ" + rnd(URLSAFE, 23)


def credentials() -> Rows:
    r = Rows()

    r.add(
        "redsys_signing_key",
        f"Clau secreta SHA-256 del TPV virtual (Redsys, comerç {fuc()}, terminal 001):\n{redsys_key()}",
        f"redsys → clave de firma (entorno REAL, no la de pruebas!!) {redsys_key()}",
        f"plugin Redsys WooCommerce, pestanya 'Producció':\nFUC: {fuc()}\nTerminal: 1\nClau encriptació {redsys_key()}",
        f"m'ho ha enviat el banc per correu, la clau SHA256 nova del tpv virtual es\n{redsys_key()}\n(la vella ja no va des de dilluns)",
        f"define('REDSYS_KEY', '{redsys_key()}'); // prod - no tocar",
    )

    r.add(
        "redsys_admin_panel_password",
        f"Panell admin Redsys (canales.redsys-acme.example) usuari {fuc()}-001 contrasenya {shop_pw()}",
        f"login web TPV virtual per fer devolucions:\nuser admin_llibreria\npass {shop_pw()}",
        f"contraseña del módulo admin de Redsys (la cambié en marzo) {shop_pw()}",
        f"redsys admin pwd  {shop_pw()}  -- si la poso malament 3 cops es bloqueja, trucar al banc",
    )

    r.add(
        "tpv_supervisor_code",
        f"codi supervisor datàfon (per anul·lar operacions): {tpv_code()}",
        f"TPV del bar → menú comerç → clau {tpv_code()} (la del tècnic, no donar a ningú)",
        f"datafono: para devoluciones pide la clave de comercio {tpv_code()}",
        f"clau admin del TPV de la botiga\n{tpv_code()}",
    )

    r.add(
        "pos_manager_pin",
        f"PIN gerent del programa de caixa (obrir calaix sense venda, descomptes) → {pin(4, WEAK)}",
        f"caixa registradora: codi encarregada {pin(4, WEAK)}, codi Jordi (cambrer) no el se",
        f"POS café | usuari: Mireia | PIN {pin(4, WEAK)}",
        f"per fer el Z de la caixa cal el pin d'administradora {pin(6, WEAK)}",
    )

    r.add(
        "woocommerce_rest_secret",
        f"WooCommerce API (per la app del inventari):\nconsumer key {wc_ck()}\nconsumer secret {wc_cs()}",
        f"claus REST woo (lectura/escriptura) → ck: {wc_ck()} / cs: {wc_cs()}",
        f"WC_CONSUMER_SECRET={wc_cs()}",
        f"el secret de la API de la botiga online, el que no es torna a mostrar: {wc_cs()}",
        f'{{"consumer_key": "{wc_ck()}", "consumer_secret": "{wc_cs()}", "url": "https://botiga.llibreria-acme.example"}}',
    )

    r.add(
        "wordpress_admin_password",
        f"wp-admin web botiga\nusuari: mireia\ncontrasenya: {shop_pw()}",
        f"contrasnya wordpress (admin) {shop_pw()}",
        f"nova pass del WP despres del hackeig de l'any passat: {shop_pw()} (no la reutilitzis!!!)",
        f"acceso WordPress para el diseñador (usuario editor_pau): {shop_pw()} — borrar cuando acabe",
    )

    r.add(
        "wordpress_application_password",
        f"Application password WP per l'app del mòbil: {wp_app_password()}",
        f"contrasenya d'aplicació (Usuaris > Perfil) per connectar el Zapier: {wp_app_password()}",
        f"curl -u mireia:'{wp_app_password()}' https://llibreria-acme.example/wp-json/wp/v2/posts",
        f"wp app pwd 'sincro-llibres'\n{wp_app_password()}",
    )

    r.add(
        "wordpress_db_password",
        f"wp-config.php:\ndefine( 'DB_NAME', 'llib_wp' );\ndefine( 'DB_USER', 'llib_wpuser' );\ndefine( 'DB_PASSWORD', '{url_pw()}' );\ndefine( 'DB_HOST', 'localhost' );",
        f"base de dades web (phpMyAdmin del hosting) usuari llib_wpuser pass {url_pw()}",
        f"mysql -h db.hosting-acme.internal -u llib_wpuser -p'{url_pw()}' llib_wp",
        f"DATABASE_URL=mysql://llib_wpuser:{url_pw()}@db.hosting-acme.internal:3306/llib_wp",
        f"la contraseña de la BD la cambió el de soporte, ahora es {url_pw()}",
    )

    r.add(
        "wordpress_auth_salt",
        f"define( 'AUTH_KEY',         '{wp_salt()}' );",
        f"claus de seguretat wp-config (m'ha dit el Pau que les guardi per si de cas):\nSECURE_AUTH_KEY = {wp_salt()}",
        f"define('LOGGED_IN_SALT', '{wp_salt()}');",
        f"wp salts nous generats després de canviar de hosting\nNONCE_KEY {wp_salt()}",
    )

    r.add(
        "wordpress_session_cookie",
        f"cookie de sessió per al Pau (que no pot entrar amb 2FA): {wp_cookie('mireia')}",
        f"Cookie: {wp_cookie('mireia')}",
        f"li he passat la cookie del navegador al de suport perquè miri el problema de la caixa del checkout\n{wp_cookie('admin_llib')}",
        f"curl -b '{wp_cookie('mireia')}' https://llibreria-acme.example/wp-admin/admin-ajax.php",
    )

    r.add(
        "hosting_sftp_password",
        f"SFTP hosting: sftp://llib_ftp:{url_pw()}@sftp.hosting-acme.example:22/public_html",
        f"Filezilla -> servidor ftp.llibreria-acme.example, usuari llib_ftp, contrasenya {url_pw()}, port 22",
        f"cPanel hosting (renovació al juny)\nuser: llibreria\npass: {shop_pw()}",
        f"acceso ftp de la web, me lo dio el informático: llib_ftp / {url_pw()}",
        f"lftp -u llib_ftp,{url_pw()} sftp://sftp.hosting-acme.example",
    )

    r.add(
        "bank_online_password",
        f"banca online empresa (CaixaBank Now)\nidentificador {digits(8, lead=True)}\nPIN {pin(4, WEAK)}\ncontrasenya {pin(8, WEAK)}",
        f"Sabadell empresa: usuari NIF, clau d'accés {pin(6, WEAK)}",
        f"contraseña banca online del BBVA de la tienda → {shop_pw()}",
        f"entrar al banc: DNI + {rnd(ALNUM, 8)} (me la van canviar a l'oficina)",
    )

    r.add(
        "bizum_signing_pin",
        f"clau de signatura per Bizum i transferències: {pin(4, WEAK)}",
        f"bizum: codi firma operacions {pin(6, WEAK)}",
        f"PIN de firma de l'app del banc (bizums als proveidors) {pin(4, WEAK)}",
        f"la clave de firma para confirmar los bizum es {pin(6, WEAK)}, no la de entrar",
    )

    r.add(
        "business_card_pin",
        f"targeta empresa (la Visa de l'S.L.) pin {pin(4, WEAK)}",
        f"PIN tarja débito botiga: {pin(4, WEAK)}",
        f"pin de la tarjeta de crédito de la empresa, caduca {card_expiry()}: {pin(4, WEAK)}",
        f"targeta per pagar a Makro → PIN {pin(4, WEAK)} (la guardo al calaix de dalt)",
    )

    r.add(
        "alarm_disarm_code",
        f"alarma botiga codi desactivar {pin(4, WEAK)} + tecla OFF",
        f"codi alarma: {pin(6, WEAK)}#",
        f"Securitas → codi usuari Mireia {pin(4, WEAK)}, codi coacció no el posis mai",
        f"per obrir al matí: 1) persiana 2) alarma {pin(4, WEAK)} abans de 30 segons!!",
        f"codigo alarma local (para la chica de la limpieza) {pin(4, WEAK)}",
    )

    r.add(
        "alarm_verbal_password",
        f"paraula clau de l'alarma (quan truquen de la central): {phrase(WORDS, 2)}",
        f"contrasenya verbal Securitas → \"{phrase(WORDS, 2)} {digits(2)}\"",
        f"si truca la central receptora la paraula es {secrets.choice(WORDS)}{digits(3)}",
        f"palabra clave alarma: {phrase(WORDS, 2, '-')}",
    )

    r.add(
        "shutter_keypad_code",
        f"persiana gran (teclat de fora) {pin(4, WEAK)}*",
        f"persiana magatzem → teclat lateral, codi {pin(4, WEAK)} i després la fletxa amunt",
        f"codigo persiana local: {pin(5, WEAK)}#",
        f"shutter code {pin(4, WEAK)} (for Emma on saturdays)",
    )

    r.add(
        "safe_combination",
        f"caixa forta oficina: {pin(6, WEAK)}",
        f"combinació caixa forta: dreta {secrets.randbelow(99) + 1} esquerra {secrets.randbelow(99) + 1} dreta {secrets.randbelow(99) + 1}",
        f"caja fuerte (la del cambio) codigo {pin(4, WEAK)} + A",
        f"safe: {pin(6, WEAK)}  — només jo i la gestora",
    )

    r.add(
        "key_lockbox_code",
        f"caixeta de claus del portal (per la Emma quan obre ella) {pin(4, WEAK)}",
        f"keybox de l'entrada del magatzem: {pin(4, WEAK)}",
        f"cajetín llaves repartidor cafè → {pin(4, WEAK)}",
        f"codi cadenat de la terrassa (cadires) {pin(3)} / {pin(4, WEAK)} el nou",
    )

    r.add(
        "customer_wifi_key",
        f"WiFi clients: Llibreria_Clients / {wifi_key()}",
        f"wifi per la pissarra:\nxarxa LlibresICafe\ncontra {wifi_key()}",
        f"WIFI: Cafe_Llibres_5G\nPASS: {wifi_key()}\n(canviar cada mes, el del mes passat ja l'hi havia la meitat del barri)",
        f"wifi clientes nueva → {wifi_key()}",
        f"WIFI:T:WPA;S:Llibreria Clients;P:{wifi_key()};;",
    )

    r.add(
        "staff_wifi_key",
        f"wifi staff (TPV i càmeres van per aquí) Llib_Staff pass {wifi_key()}",
        f"xarxa interna botiga\n{wifi_key()}\nno donar-la als clients!!",
        f"contraseña wifi personal: {wifi_key()}",
        f"wifi privada del magatzem -> {wifi_key()}",
    )

    r.add(
        "router_admin_password",
        f"router fibra (192.168.1.1) admin / {rnd(ALNUM, 8)}",
        f"contrasenya accés router, l'etiqueta de sota ja no es llegeix: {rnd(ALNUM, 12)}",
        f"router Movistar: usuari admin (no el de l'etiqueta), clave {rnd(ALNUM, 8)}",
        f"admin router magatzem {shop_pw()}",
    )

    r.add(
        "camera_recorder_password",
        f"gravador càmeres (Hik) admin contra {shop_pw()}",
        f"app de les càmeres: usuari llibreria_cam / {shop_pw()}",
        f"NVR cameras: rtsp://admin:{url_pw()}@nvr.botiga.internal:554/Streaming/Channels/101",
        f"contraseña del videograbador (para los Mossos si piden imágenes) {shop_pw()}",
    )

    r.add(
        "distributor_portal_password",
        f"portal distribuïdora (comandes novetats) distribuidora-acme.example\nclient {digits(6, lead=True)}\npass {shop_pw()}",
        f"Arnoia web llibreters → usuari llibreria.gracia pwd {shop_pw()}",
        f"accés a la web de la distribuidora de cafè: mireia@llibreria-acme.example / {shop_pw()}",
        f"plataforma devolucions distribuidor, contrasenya nova: {shop_pw()}",
        f"web del proveedor de papelería → {shop_pw()}  (cliente {digits(5, lead=True)})",
    )

    r.add(
        "instagram_password",
        f"insta botiga @llibreria.gracia.acme contra {shop_pw()}",
        f"contraseña instagram tienda: {shop_pw()}",
        f"IG: {shop_pw()} (la Laia hi entra per fer els stories)",
        f"Instagram\nllibreria.gracia.acme\n{shop_pw()}",
        f"instagram pasword nova despres que em van intentar entrar: {shop_pw()}",
    )

    r.add(
        "instagram_backup_codes",
        f"codis de recuperació Instagram (cada un serveix un cop):\n{eight_digit_codes(5)}",
        f"insta backup codes {eight_digit_codes(3, ' · ')}",
        f"códigos de seguridad IG, guardar!!\n{eight_digit_codes(5)}",
        f"IG 2FA backup\n{eight_digit_codes(4)}",
    )

    r.add(
        "google_account_password",
        f"compte Google de la botiga (Business Profile, Gmail, Drive) llibreria.gracia.acme@gmail.test / {shop_pw()}",
        f"contrasenya gmail botiga {shop_pw()}",
        f"google business (ressenyes) entra amb el gmail de la tenda, pass {shop_pw()}",
        f"gmail: {shop_pw()} -- el mòbil de recuperació és el meu",
    )

    r.add(
        "google_backup_codes",
        f"Google codis de seguretat (compte botiga)\n{eight_digit_codes(5)}",
        f"backup codes google → {eight_digit_codes(4, ', ')}",
        f"codis google (si perdo el mobil):\n{eight_digit_codes(6)}",
        f"códigos de respaldo de Google\n{eight_digit_codes(5)}",
    )

    r.add(
        "gmail_app_password",
        f"contrasenya d'aplicació gmail per el WP Mail SMTP: {app_password()}",
        f"app password Google (per enviar els correus de les comandes) {app_password()}",
        f"SMTP_USER=llibreria.gracia.acme@gmail.test\nSMTP_PASS=\"{app_password().replace(' ', '')}\"",
        f"la impressora escaneja a correu amb aquesta clau d'aplicació: {app_password()}",
        f"contraseña de aplicación para el Outlook del portátil → {app_password()}",
    )

    r.add(
        "totp_seed",
        f"clau 2FA del WordPress (per si perdo el mòbil, entrar-la a mà al Authenticator): {groups(totp_seed(), 4)}",
        f"otpauth://totp/Redsys:{fuc()}?secret={totp_seed()}&issuer=Redsys",
        f"secret TOTP compte google botiga {totp_seed()}",
        f"codi de configuració 2FA (el que surt sota el QR) de l'Insta:\n{groups(totp_seed(), 4)}",
    )

    r.add(
        "mailchimp_api_key",
        f"Mailchimp API key (butlletí novetats) {mailchimp_key()}",
        f"clau API mailchimp per connectar amb woo: {mailchimp_key()}",
        f"MAILCHIMP_API_KEY={mailchimp_key()}",
        f"api key newsletter: {mailchimp_key()} (la de la Laia es va revocar)",
    )

    r.add(
        "telegram_bot_token",
        f"bot telegram avisos comandes web (@LlibreriaComandesBot) token {telegram_bot_token()}",
        f"token del bot: {telegram_bot_token()}",
        f"TELEGRAM_TOKEN = \"{telegram_bot_token()}\"  # el Pau ho ha posat al plugin",
        f"BotFather m'ha donat aquest token per les reserves de llibres\n{telegram_bot_token()}",
    )

    r.add(
        "digital_certificate_password",
        f"certificat digital FNMT (representant S.L.) - contrasenya del .p12: {shop_pw()}",
        f"clau del certificat per Hisenda / seguretat social {shop_pw()}",
        f"contraseña del certificado digital (lo pide al importarlo en el ordenador nuevo) {shop_pw()}",
        f"certificat empresa.pfx → pass {shop_pw()}, caduca el 2027",
        f"idCAT certificat, PIN d'exportació: {pin(6, WEAK)}",
    )

    r.add(
        "order_webhook_secret",
        f"webhook de comandes (Woo → full de càlcul): https://hooks.llibreria-acme.example/woo/orders?token={rnd(URLSAFE, 32)}",
        f"secret del webhook 'Order created' a WooCommerce: {rnd(ALNUM + '!@#$%^&*()', 40)}",
        f"url del webhook per avisos al mòbil\nhttps://notify.acme.test/hook/{rnd(LOWER + DIGITS, 32)}",
        f"WOO_WEBHOOK_SECRET={rnd(URLSAFE, 44)}",
    )

    r.add(
        "delivery_platform_password",
        f"Glovo partners (cafè) → mireia@llibreria-acme.example / {shop_pw()}",
        f"contrasenya portal repartiment de cafè i pastes: {shop_pw()}",
        f"Just Eat restaurant hub, la clau nova: {shop_pw()}",
        f"plataforma de delivery, usuari botiga {digits(6, lead=True)} pass {shop_pw()}",
    )

    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "redsys_merchant_ids",
        f"Redsys: número de comerç (FUC) {fuc()}, terminal 001, moneda 978",
        f"FUC {fuc()} — surt a tots els tiquets del datàfon",
        f"código de comercio para el formulario del banco: {fuc()}",
        f"TPV virtual: Ds_Merchant_MerchantCode = {fuc()}, Ds_Merchant_Terminal = 1",
    )

    r.add(
        "card_payment_receipts",
        f"devolució client: op. {digits(12, lead=True)}, aut. {digits(6)}, 23,90 €",
        f"tiquet datàfon perdut: NºOPER {digits(6)} AUT {digits(6)} TARJ **** {digits(4)}",
        f"Redsys ordre {ds_order()} pagada però no surt a Woo, mirar",
        f"cobro duplicado, referencia operación {digits(12, lead=True)}, importe 41,50€",
        f"transacció web {ds_order()} denegada (codi resposta 0190)",
    )

    r.add(
        "web_order_numbers",
        f"comanda web #{digits(5, lead=True)} — recollida a botiga dissabte",
        f"pedido #{digits(5, lead=True)} pendiente de pago (Bizum), recordar",
        f"order {digits(5, lead=True)} + {digits(5, lead=True)} van junts al mateix client",
        f"comandes per enviar avui: #{digits(5, lead=True)}, #{digits(5, lead=True)}, #{digits(5, lead=True)}",
    )

    r.add(
        "invoice_iban_details",
        f"IBAN per factures (posar al peu): {es_iban('2100')}",
        f"transferències d'escoles → {es_iban('0081')} (titular Llibreria Gràcia Acme SL)",
        f"nº cuenta para domiciliar la luz: {es_iban('0182')}",
        f"IBAN distribuïdora (on pago les factures): {iban('ES', '2100' + digits(16), spaced=False)}",
        f"BIC CAIXESBBXXX, IBAN {es_iban('2100')}",
    )

    r.add(
        "company_tax_ids",
        f"CIF empresa {cif()}",
        f"NIF-IVA intracomunitari: ES{cif()}",
        f"factura a nom de Llibreria Gràcia Acme S.L., CIF {cif()}, c/ Verdi 00",
        f"CIF de la distribuidora pel model 347: {cif()}",
    )

    r.add(
        "masked_card_digits",
        f"la targeta que acaba en {digits(4)} és la de l'empresa",
        f"pagament rebutjat amb **** **** **** {digits(4)}",
        f"Visa ···· {digits(4)} caduca {card_expiry()}, renovar al banc",
        f"tarjeta terminada en {digits(4)} (la de Makro)",
        f"cobrat amb XXXXXXXXXXXX{digits(4)} segons el tiquet",
    )

    r.add(
        "supplier_invoice_refs",
        f"factura cafè FV25-{digits(5)} vençuda, pagar abans del 15",
        f"fra. distribuïdora A-2025/{digits(5)} (abonament de devolucions)",
        f"factura simplificada T{digits(4)}-{digits(6)} — client vol factura completa",
        f"nº factura proveedor papelería {digits(2)}/{digits(6)} — reclamar duplicado",
        f"invoice INV-{digits(6)} from the English books supplier, due in 30 days",
    )

    r.add(
        "book_isbns",
        f"encàrrec client (Marta, tel a la fitxa): ISBN {isbn()}",
        f"reposar: {isbn()} x3, {isbn()} x2",
        f"ISBN {ean13('97884')} agotado en distribuidora, preguntar a la editorial",
        f"club de lectura maig → {isbn()}",
        f"escaneja: {ean13('97884')} / {ean13('97884')} (els de Sant Jordi)",
    )

    r.add(
        "distributor_delivery_notes",
        f"albarà {digits(7, lead=True)} — falten 2 caixes",
        f"albarán nº {digits(8, lead=True)} firmado, 14 bultos",
        f"devolució amb albarà ALB-{digits(6)} del {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}",
        f"delivery note {digits(8, lead=True)} — checked, ok",
    )

    r.add(
        "parcel_tracking_numbers",
        f"paquet Correos per la client de Girona: {s10('PQ', 'ES')}",
        f"enviament internacional {s10('RR', 'ES')}",
        f"SEUR seguimiento {digits(14, lead=True)}",
        f"MRW albarà {digits(12, lead=True)} (llibres de text escola)",
        f"tracking del pedido a Londres: {s10('LX', 'GB')}",
    )

    r.add(
        "phone_contacts",
        f"tècnic datàfon: {mobile()}",
        f"Jordi (cambrer) {mobile()}",
        f"fontanero urgencias → {mobile()}",
        f"escola Mare de Déu, secretària {mobile()} (llibres de text)",
        f"assegurança local, avaries: {mobile()}",
    )

    r.add(
        "wifi_network_names",
        f"xarxes: Llibreria_Clients (2.4 i 5G), Llib_Staff (oculta), MAC router {mac(upper=True)}",
        f"SSID nou: LlibresICafe_{digits(2)} — la clau és la de sempre, està a l'armari",
        f"dispositiu desconegut a la wifi: {mac()} — bloquejar",
        "red para clientes: Cafe_Llibres_5G, canal 36",
    )

    r.add(
        "hardware_serials",
        f"nº sèrie datàfon: {digits(8, lead=True)}{rnd(UPPER, 2)}",
        f"router fibra S/N {rnd(UPPER, 4)}{hexs(8).upper()} (per la incidència de Movistar)",
        f"impressora tiquets SN: {rnd(UPPER + DIGITS, 12)}",
        f"cafetera, número de serie {digits(4)}-{digits(5)} (garantía hasta 2026)",
        f"NVR serial {rnd(UPPER, 2)}{digits(12)}",
    )

    r.add(
        "used_sms_codes",
        f"codi SMS del banc {digits(6)} (ja utilitzat, per la transferència d'ahir)",
        f"el codi de verificació {digits(6)} d'Instagram ha caducat, me'n demana un altre",
        f"Bizum: codi {digits(6)} — ja confirmat, no cal fer res",
        f"OTP {digits(6)} expired before I typed it, lol",
        f"G-{digits(6)} és el teu codi de verificació de Google → ja el vaig fer servir ahir per entrar al portàtil",
    )

    r.add(
        "secret_env_references",
        "wp-config: define('DB_PASSWORD', getenv('WP_DB_PASSWORD'));",
        "el Pau diu que la clau de Redsys va a la variable REDSYS_SECRET_KEY del hosting, no al codi",
        "deploy.yml:\n  env:\n    SFTP_PASSWORD: ${{ secrets.SFTP_PASSWORD }}\n    WC_SECRET: ${{ secrets.WC_CONSUMER_SECRET }}",
        "MAILCHIMP_API_KEY=${MAILCHIMP_API_KEY}  # ve del .env del servidor",
        "redsys_key: !vault secret/botiga/redsys#signing_key",
    )

    r.add(
        "vault_location_pointers",
        "la contra del banc és al Bitwarden, carpeta 'Botiga' > 'Banc empresa'",
        "codis alarma → sobre tancat a la caixa forta, NO a les notes",
        "claus Wi-Fi: a la llibreta vermella, pàgina del final",
        "contraseña Instagram → en el gestor de contraseñas, entrada 'IG tienda'",
        "certificat digital: pen USB blau + la clau la sap la gestora",
    )

    r.add(
        "analytics_tag_ids",
        f"Google Analytics web: G-{rnd(UPPER + DIGITS, 10)}",
        f"píxel de Meta (per anuncis Insta) {digits(15, lead=True)}",
        f"GTM-{rnd(UPPER + DIGITS, 7)} instal·lat al tema",
        f"ID de medición GA4 → G-{rnd(UPPER + DIGITS, 10)}",
        f"Meta pixel {digits(16, lead=True)} posat al header amb el plugin (és públic, surt al codi de la pàgina)",
    )

    r.add(
        "maps_place_ids",
        f"place id de la botiga a Google Maps (per l'enllaç de ressenyes): {place_id()}",
        f"link ressenyes https://search.google.example/local/writereview?placeid={place_id()}",
        f"Google Business profile ID {digits(20, lead=True)}",
        f"place_id cafeteria: {place_id()}",
    )

    r.add(
        "captcha_site_keys",
        f"reCAPTCHA clau del lloc (pública, va a l'HTML del formulari): 6L{rnd(URLSAFE, 38)}",
        f"site key del captcha: 6L{rnd(URLSAFE, 38)} (la secreta la té el Pau)",
        f'<div class="g-recaptcha" data-sitekey="6L{rnd(URLSAFE, 38)}"></div>',
        f"Turnstile sitekey 0x4AAAAAAA{rnd(ALNUM + '-_', 14)} — public",
    )

    r.add(
        "backup_file_checksums",
        f"còpia web {hexs(64)}  backup-2025-03-01.zip",
        f"sha256 del backup de la base de dades: {hexs(64)}",
        f"md5 export clients.csv = {hexs(32)}",
        f"checksum del plugin descarregat: {hexs(64)} (coincideix amb la web)",
    )

    r.add(
        "deploy_commit_ids",
        f"el Pau ha pujat el canvi del carret: commit {hexs(40)}",
        f"tema fill, versió estable = {hexs(7)}",
        f"revert to {hexs(40)} if the checkout breaks again",
        f"git log: {hexs(7)} arreglar preu amb IVA / {hexs(7)} nou footer",
    )

    r.add(
        "authorized_ssh_public_keys",
        f"clau pública del Pau per entrar al hosting:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} pau@portatil",
        f"authorized_keys:\nssh-ed25519 {ssh_pub('ssh-ed25519', 32)} mireia@imac-botiga",
        f"ssh-rsa {ssh_pub('ssh-rsa', 256)} backup@nas.botiga.internal",
        f"clau pública (la que es pot donar!) ssh-ed25519 {ssh_pub('ssh-ed25519', 32)}",
    )

    r.add(
        "host_key_fingerprints",
        f"empremta del servidor sftp (ED25519): {ssh_fingerprint()}",
        f"Filezilla em pregunta si confio en {ssh_fingerprint()} — el Pau diu que sí",
        f"huella ECDSA del hosting {ssh_fingerprint()}",
        f"server key fingerprint {ssh_fingerprint()} (sftp.hosting-acme.example)",
    )

    r.add(
        "event_booking_links",
        f"presentació llibre dijous, inscripcions: https://agenda.llibreria-acme.example/events/{uid()}",
        f"club de lectura (formulari) https://forms.acme.test/f/{uid()}/view",
        f"reserva sala: confirmació {uid()}",
        f"enllaç públic del catàleg de la distribuïdora https://cataleg.distribuidora-acme.example/producte/{uid()}",
    )

    r.add(
        "cash_count_amounts",
        f"tancament caixa {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}: efectiu {secrets.randbelow(900) + 100},{digits(2)} € · targeta {secrets.randbelow(1900) + 100},{digits(2)} €",
        f"fons de caixa 150,00 € + canvi {secrets.randbelow(90) + 10},{digits(2)}",
        f"arqueo sábado: {secrets.randbelow(3000) + 500},{digits(2)} €, descuadre -{secrets.randbelow(9) + 1},{digits(2)}",
        f"Z nº {digits(4)}: total {secrets.randbelow(2000) + 300},{digits(2)} €",
        f"Sant Jordi vendes {secrets.randbelow(9000) + 3000},{digits(2)}€ (rècord!!)",
    )

    r.add(
        "bizum_payment_references",
        f"bizum rebut de {mobile()} per la comanda #{digits(5, lead=True)}",
        f"ref. Bizum {digits(13, lead=True)}, 18,00 €",
        f"concepte bizum 'reserva llibre {digits(4)}'",
        f"bizum enviat a proveïdor, núm. operació {digits(16, lead=True)}",
    )

    r.add(
        "sepa_creditor_ids",
        f"identificador de creditor SEPA: ES{digits(2)}000{cif()}",
        f"referència de mandat de l'escola {rnd(UPPER, 3)}{digits(10)}",
        f"rebut domiciliat, ref. {digits(13, lead=True)}, emissor {cif()}",
        f"creditor id ES{digits(2)}ZZZ{cif()} (gimnàs, donar de baixa)",
    )

    r.add(
        "tax_filing_receipts",
        f"model 303 T1 presentat, justificant 303{digits(10)}",
        f"model 111 presentat, núm. de registre d'entrada {digits(4, lead=True)}{rnd(UPPER, 3)}{digits(8)}",
        f"número de justificante modelo 130 → 130{digits(10)}",
        f"rebut autònoms, ref. {digits(12, lead=True)}",
    )

    r.add(
        "lottery_participation_numbers",
        f"loteria de Nadal botiga: número {digits(5)}, participacions de 5 € (3 de joc + 2 de donatiu)",
        f"Grossa de Cap d'Any, número {digits(5)}",
        f"lotería Navidad nº {digits(5)}, serie {secrets.randbelow(180) + 1}",
        f"quedan 40 papeletas del {digits(5)}",
    )

    r.add(
        "software_versions",
        f"WordPress 6.{secrets.randbelow(9)}.{secrets.randbelow(5)}, WooCommerce 9.{secrets.randbelow(9)}.{secrets.randbelow(5)}, PHP 8.{secrets.randbelow(4)}",
        f"plugin Redsys v{secrets.randbelow(5) + 1}.{secrets.randbelow(20)}.{secrets.randbelow(10)} — actualitzar",
        f"firmware datàfon {secrets.randbelow(20) + 1}.{digits(2)}.{digits(4)}",
        f"app caixa build {digits(4)} (v{secrets.randbelow(5) + 3}.{secrets.randbelow(10)}.{secrets.randbelow(10)})",
    )

    r.add(
        "password_change_log",
        f"{secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}: canviada la contrasenya de l'Insta i del Gmail (la nova al Bitwarden)",
        "TODO: canviar clau wifi clients a principis de mes",
        "he canviat el codi de la persiana, avisar l'Emma (no per whatsapp!)",
        "Pau: rotar WC_CONSUMER_SECRET quan acabi la web nova",
        "password del router reset a fàbrica el dilluns, falta posar-ne una de nova",
    )

    r.add(
        "social_profile_ids",
        f"Instagram user id de la botiga: {digits(11, lead=True)}",
        f"Facebook page id {digits(15, lead=True)}",
        f"TikTok @llibreria.gracia.acme, id {digits(19, lead=True)}",
        f"Google Business location ID: {digits(19, lead=True)}",
    )

    r.add(
        "coffee_lot_codes",
        f"cafè Colòmbia lot {digits(6)}-{rnd(UPPER, 2)}, torrat {secrets.randbelow(28) + 1}/0{secrets.randbelow(9) + 1}",
        f"llet de civada, lot L{digits(5)}{rnd(UPPER, 1)} (retirada? mirar)",
        f"lote café descafeinado {rnd(UPPER, 3)}{digits(7)}",
        f"batch {digits(4)}/{digits(2)} pastes congelades, consumir abans del {secrets.randbelow(28) + 1}/{secrets.randbelow(12) + 1}",
    )

    r.add(
        "health_registration_numbers",
        f"registre sanitari cafeteria (RSIPAC) {digits(2, lead=True)}.{digits(6)}/B",
        f"llicència activitat exp. {digits(4)}/{digits(6)}",
        f"núm. inscripció al registre de comerç: {digits(6, lead=True)}",
        f"RGSEAA proveïdor pastes: {digits(2, lead=True)}.{digits(6)}/B",
    )

    return r


def main() -> None:
    write_corpora("make_heldout356.py", [
        ("heldout356_credentials.yaml", credentials(), "Held-out batch 356: credentials a bookshop-café owner in Barcelona keeps (Redsys, TPV and POS codes, WooCommerce, WordPress, bank, Bizum, alarm, shutter, Wi-Fi, distributors, Instagram, Google and more)"),
        ("heldout356_lookalikes.yaml", lookalikes(), "Held-out batch 356: a bookshop-café owner's merchant codes, order and receipt numbers, ISBNs, IBANs, tax ids, serials, public ids and keys, checksums and secret references that hold no secret"),
    ])


if __name__ == "__main__":
    main()
