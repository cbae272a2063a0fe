# ruff: noqa: E501
"""Writes heldout112_credentials.yaml and heldout112_lookalikes.yaml: held-out batch 112.

Persona: Silvina, a self-employed contadora pública in Buenos Aires (Almagro), who keeps the
books and the tax filings of a dozen small clients (monotributistas, a ferretería, a panadería,
a dentist, an online shop) and writes her notes in Argentine Spanish, voseo and some lunfardo.
Her notes hold clients' AFIP clave fiscal, ARBA and AGIP passwords, home banking and Mercado Pago
logins, a client's Mercado Pago access token, Tango and Xubio passwords, the office alarm and
portero codes, and her mother's PAMI password, next to CUITs, CBUs, aliases, invoices and CAEs.

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
    b64,
    bitlocker_key,
    card_expiry,
    digits,
    groups,
    hexs,
    iban,
    luhn,
    mac,
    pem,
    phrase,
    pick,
    pw,
    rnd,
    uid,
    write_corpora,
)

WORDS_AR = ["Boca", "Tigre", "Lujan", "Mafalda", "Palermo", "Quilmes", "Chacarita", "Malbec",
            "Gardel", "Bandoneon", "Alfajor", "Ceibo", "Jacaranda", "Tucuman", "Bariloche",
            "Mate", "Almagro", "Racing", "Sanlorenzo", "Tortuguita", "Colectivo", "Medialuna"]
ALIAS_WORDS = ["mesa", "gato", "luna", "sol", "rio", "piano", "tango", "mate", "nube", "faro",
               "trigo", "ceibo", "limon", "parque", "barco", "hoja", "tiza", "lapiz", "perro",
               "pampa", "cielo", "taza", "silla", "verde", "puente", "reloj", "campo", "vino"]
PASS_WORDS = ["dulce", "leche", "bondi", "birra", "fiaca", "laburo", "quilombo", "mango",
              "pibe", "mina", "che", "posta", "morfi", "yerba", "facturas", "asado", "chori"]
BANKS = {"Galicia": "007", "Santander": "072", "Nación": "011", "Provincia": "014",
         "Macro": "285", "BBVA": "017", "Ciudad": "029"}


def clave() -> str:
    """A password a client or the persona chose, in the shapes people here use."""
    style = secrets.randbelow(6)
    if style == 0:
        return f"{pick(*WORDS_AR)}{digits(4)}{pick('*', '!', '#', '$', '.')}"
    if style == 1:
        return f"{pick(*WORDS_AR).lower()}.{pick(*PASS_WORDS)}{digits(2)}"
    if style == 2:
        return pw()
    if style == 3:
        return rnd(ALNUM, 12)
    if style == 4:
        return f"{pick(*WORDS_AR)}_{digits(2)}{rnd(UPPER, 2)}{digits(2)}"
    return f"{pick(*PASS_WORDS).capitalize()}{pick(*WORDS_AR)}{digits(3)}"


def pin(n: int = 4) -> str:
    return digits(n)


def cuit(prefix: str | None = None) -> str:
    """A CUIT/CUIL with a valid check digit (mod 11), printed XX-XXXXXXXX-X."""
    while True:
        pre = prefix or pick("20", "23", "27", "30", "33")
        body = pre + digits(8, lead=True)
        total = sum(int(c) * w for c, w in zip(body, (5, 4, 3, 2, 7, 6, 5, 4, 3, 2), strict=True))
        check = 11 - total % 11
        if check == 11:
            check = 0
        if check == 10:
            continue
        return f"{body[:2]}-{body[2:]}-{check}"


def _cbu_check(block: str, weights: tuple[int, ...]) -> str:
    total = sum(int(c) * w for c, w in zip(block, weights, strict=True))
    return str((10 - total % 10) % 10)


def cbu(bank: str | None = None) -> str:
    """A 22-digit CBU with both check digits right."""
    first = (bank or pick(*BANKS.values())) + digits(4)
    first += _cbu_check(first, (7, 1, 3, 9, 7, 1, 3))
    second = digits(13)
    second += _cbu_check(second, (3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3))
    return first + second


def cvu() -> str:
    """A 22-digit CVU of a wallet (starts 0000003)."""
    first = "0000003"
    first += _cbu_check(first, (7, 1, 3, 9, 7, 1, 3))
    second = digits(13)
    second += _cbu_check(second, (3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3))
    return first + second


def alias() -> str:
    return phrase(ALIAS_WORDS, 3, ".")


def factura(five: bool | None = None) -> str:
    pv = secrets.randbelow(12) + 1
    n = secrets.randbelow(99999) + 1
    if five if five is not None else pick(True, False):
        return f"{pv:05d}-{n:08d}"
    return f"{pv:04d}-{n:08d}"


def cae() -> str:
    return pick("7", "7", "8") + digits(13)


def mp_access_token(prefix: str = "APP_USR") -> str:
    return f"{prefix}-{digits(16, lead=True)}-{digits(6)}-{hexs(32)}-{digits(9, lead=True)}"


def mp_public_key(prefix: str = "APP_USR") -> str:
    return f"{prefix}-{uid()}"


def correo_tracking() -> str:
    return f"{pick('CP', 'CU', 'RR', 'EA', 'TN')}{digits(9)}AR"


def andreani_tracking() -> str:
    return "3600000" + digits(8)


def dni_masked() -> str:
    return pick(f"**.***.{digits(3)}", f"XX.XXX.{digits(3)}", f"{digits(2, lead=True)}.***.***", f"***{digits(3)}")


def cpa() -> str:
    return f"{pick('C', 'B', 'C')}{digits(4, lead=True)}{rnd(UPPER, 3)}"


def patente() -> str:
    return pick(f"{rnd(UPPER, 2)}{digits(3)}{rnd(UPPER, 2)}", f"{rnd(UPPER, 3)} {digits(3)}")


def cel() -> str:
    return f"+54 9 11 {digits(4, lead=True)}-{digits(4)}"


def totp_seed() -> str:
    return groups(rnd(BASE32, 32).lower(), 4)


def sha1_fp() -> str:
    return ":".join(groups(hexs(40).upper(), 2).split())


def credentials() -> Rows:
    r = Rows()

    r.add(
        "afip_clave_fiscal",
        f"Clave fiscal de Marta Quiroga (CUIT {cuit('27')}): {clave()}  nivel 3, no la cambies sin avisarle q se pone loca",
        f"AFIP - Ferretería Don Tito\nCUIT: {cuit('30')}\nCF: {clave()}\nojo que el Tito la anota en un papelito y después se la olvida",
        f"recordame que la clave fiscal del Dr. Ramírez ahora es {clave()} (la blanqueamos el jueves en la agencia de Av. Rivadavia)",
        f"[12:41] Lucía Benítez: te paso la clave fiscal pa q me hagas la recategorización\n[12:41] Lucía Benítez: {clave()}\n[12:42] yo: dale genia, la cargo hoy a la tarde",
    )
    r.add(
        "arba_clave_cit",
        f"ARBA - CIT de Gómez Hnos SRL: {clave()}",
        f"La CIT de la panadería La Espiga (Lanús, ARBA) la cambió el hijo, la nueva es\n{clave()}\nno usar la vieja xq bloquea a los 3 intentos",
        f"arba iibb kiosco los pibes -> cuit {cuit('20')} / cit {clave()}",
    )
    r.add(
        "agip_clave_ciudad",
        f"Clave Ciudad (AGIP) del Tano, taller mecánico: {clave()} — la usa tmb para ABL",
        f"AGIP, Estudio Pereyra:\n  usuario: {cuit('30')}\n  clave: {clave()}\n  (nivel 2, el 3 se saca en la sede)",
        f"che acordate: la clave de agip de doña Rosa es {clave()}, se la pedí por whatsapp",
    )
    r.add(
        "mercadopago_account_password",
        f"MP de la verdulería Colón\nmail: verduleria.colon@acme.example\npass: {clave()}",
        f"mercado pago (cuenta mía, la del estudio): silvina.estudio@acme.example / {clave()}",
        f"Lucía me pasó el login de su Mercado Pago pa bajar los movimientos del año: lucia.benitez.diseno@acme.example, contraseña {clave()}. Borrar esto después de presentar Ganancias!!",
    )
    r.add(
        "mercadopago_access_token",
        f"Access token de producción de la tienda de Lucía (MP):\n{mp_access_token()}",
        f"para el script que baja las ventas de Almacén Doña Rosa:\nexport MP_ACCESS_TOKEN={mp_access_token()}",
        f"curl -H \"Authorization: Bearer {mp_access_token()}\" https://api.acme.example/v1/payments/search?range=date_created",
        f"el sobrino de Gómez me dijo q guarde esto, es el token de MP de la tienda online: {mp_access_token()} (no compartir con nadie, ni con el programador nuevo)",
    )
    r.add(
        "mercadopago_test_access_token",
        f"token de prueba (sandbox) de MP para la integración de la tienda:\nTEST access token = {mp_access_token('TEST')}",
        f"MP credenciales de test, cuenta vendedor de prueba:\naccess_token: {mp_access_token('TEST')}",
        f"sandbox almacén -> {mp_access_token('TEST')}  (usuario de prueba TESTUSER{digits(10)})",
    )
    r.add(
        "mercadopago_client_secret",
        f"App de MP 'ventas-lucia'\nClient ID: {digits(16, lead=True)}\nClient Secret: {rnd(ALNUM, 32)}",
        f"client_secret de la app de mercadopago del almacén = {rnd(ALNUM, 32)}  (client_id {digits(16, lead=True)})",
        f"MP_CLIENT_ID={digits(16, lead=True)}\nMP_CLIENT_SECRET={rnd(ALNUM, 32)}\n(del .env que me mandó el programador de Gómez, ojo)",
    )
    r.add(
        "mercadopago_webhook_secret",
        f"clave secreta de las notificaciones webhook de MP (tienda Lucía): {hexs(64)}",
        f"MP > Tus integraciones > Webhooks > Clave secreta\n{hexs(64)}\nla pide el programador para validar la firma x-signature",
        f"webhook secret MP almacén: {hexs(64)}",
    )
    r.add(
        "galicia_home_banking_password",
        f"Online Banking Galicia — Ferretería Don Tito\nusuario: dontito{digits(2)}\nclave: {clave()}",
        f"galicia mío: usuario silvi.ledesma / {clave()}",
        f"Home banking Galicia del Dr Ramírez, me la dio para bajar los extractos\nusr: odonto.ramirez\npwd: {clave()}",
    )
    r.add(
        "galicia_token_pin",
        f"PIN del token Galicia (app) de la cuenta del estudio: {pin(4)}",
        f"Galicia -> el token de seguridad pide el pin {pin(6)} antes de mostrar el código, anotado x las dudas",
        f"token galicia Tito: pin {pin(4)}",
    )
    r.add(
        "santander_online_banking_password",
        f"Santander Online Banking - Panadería La Espiga\nDNI del titular + clave {clave()}\nusuario: espiga{digits(3)}",
        f"santander mamá: usuario lilianaq{digits(2)} clave {pin(4)}{pin(4)}",
        f"Clave de Santander de Gómez Hnos: {clave()} (la cambian cada 90 días, pedirle la nueva en marzo)",
    )
    r.add(
        "santander_token_pin",
        f"Santander: PIN de Token Santander (Soft Token en la app): {pin(4)}",
        f"el soft token de santander de la panadería tiene pin {pin(6)}, lo tiene el hijo en el celu",
        f"Token Santander de Gómez Hnos -> PIN {pin(4)}, lo activó Raúl en su celu",
    )
    r.add(
        "banelco_card_pin",
        f"PIN de la tarjeta de débito Banelco del estudio (Galicia): {pin(4)}",
        f"pin cajero mamá (Link, Provincia) {pin(4)} — no lo sabe nadie más, ojo",
        f"débito Santander de Tito, el PIN es {pin(4)}, me lo dictó por teléfono",
    )
    r.add(
        "credit_card_with_cvv",
        f"Visa del estudio para pagar Xubio y el dominio:\n{groups(luhn('4'), 4)}  vto {card_expiry()}  cvv {digits(3)}",
        f"tarjeta Master de Gómez Hnos para los pagos de AFIP con débito: {groups(luhn('5' + pick('1', '2', '3', '4', '5')), 4)} exp {card_expiry()} cod seg {digits(3)}",
        f"Naranja de mamá {luhn('589562')} vence {card_expiry()} código {digits(3)} (la usa p/ la farmacia)",
    )
    r.add(
        "tango_gestion_password",
        f"Tango Gestión (server del estudio)\nusuario: SUPERVISOR\nclave: {clave()}",
        f"tango de la ferretería: user admin, pass {clave()} — la empresa es 'DON TITO SA 2024'",
        f"Clave del usuario silvina en Tango Sueldos de la panadería: {clave()}",
    )
    r.add(
        "tango_sql_connection_string",
        f"cadena de conexión que pidió el técnico de Axoft:\nServer=SRV-TANGO.acme.internal\\AXSQLEXPRESS;Database=DON_TITO;User Id=sa;Password={clave()};",
        f"SQL del Tango (servidor de la ferretería)\nservidor: 10.0.0.{secrets.randbelow(200) + 10}\\AXSQLEXPRESS\nusuario: sa\npassword: {rnd(ALNUM, 14)}",
        f"odbc del tango panadería: DRIVER={{SQL Server}};SERVER=PC-CAJA\\AXSQLEXPRESS;UID=sa;PWD={clave()};DATABASE=LA_ESPIGA",
    )
    r.add(
        "xubio_password",
        f"Xubio - cuenta Estudio Ledesma: silvina.estudio@acme.example | {clave()}",
        f"xubio de Lucía (la que factura en dólares): lucia.benitez.diseno@acme.example\ncontraseña {clave()}",
        f"Che no te olvides, Xubio de Doña Rosa: usuario almacendonarosa, clave {clave()}",
    )
    r.add(
        "xubio_api_client_secret",
        f"API de Xubio para la integración con la tienda:\nclient_id: {rnd(ALNUM, 24)}\nsecret_id: {rnd(ALNUM, 40)}",
        f"xubio api -> secret {rnd(ALNUM + '-_', 40)} (el client id es {rnd(ALNUM, 24)})",
        f"XUBIO_CLIENT_ID={rnd(ALNUM, 24)}\nXUBIO_SECRET={rnd(ALNUM, 40)}",
    )
    r.add(
        "office_alarm_code",
        f"Código de la alarma de la oficina: {pin(4)}. El de coacción (si te obligan) es {pin(4)}",
        f"alarma estudio -> desactivar con {pin(4)} + tecla OFF, tenés 30 seg",
        f"Nota para Belén (la pasante): la alarma se arma con {pin(4)}# al irte. No se lo pases a nadie",
    )
    r.add(
        "building_portero_code",
        f"código portero edificio Rivadavia: {pin(4)}# ",
        f"Portero eléctrico del edificio de mamá: marcar {pin(4)} y después la llave. El encargado lo cambió en octubre",
        f"Para los clientes que vienen al estudio: portero *{pin(4)}* (cambiarlo si lo pasa alguien raro)",
    )
    r.add(
        "wifi_password",
        f"WiFi estudio: red ACME-Estudio-5G / clave {clave()}",
        f"wifi invitados oficina\nSSID: Estudio_Invitados\nWPA2: {phrase(PASS_WORDS, 3, '')}{digits(3)}",
        f"la clave del wifi de casa de mamá es {rnd(UPPER + DIGITS, 10)} (está atrás del modem de Telecentro pero no se lee)",
    )
    r.add(
        "router_admin_password",
        f"router del estudio, admin web en http://192.168.1.1 -> admin / {clave()}",
        f"modem Fibertel de la oficina: usuario custadmin, contraseña {rnd(ALNUM, 12)}",
        f"Telecentro casa mamá: entrar a 192.168.0.1 con admin y la clave {rnd(ALNUM, 10)} para cambiar el wifi",
    )
    r.add(
        "phone_unlock_pin",
        f"PIN del celu mío (el nuevo Samsung): {pin(6)}",
        f"si me pasa algo el pin del teléfono es {pin(6)}, está en el cajón del escritorio",
        f"desbloqueo celular de mamá {pin(4)}",
    )
    r.add(
        "sim_puk_code",
        f"PUK del chip Personal: {digits(8)} (por si lo bloqueo otra vez con el pin)",
        f"Chip Claro del estudio\nPIN SIM: {pin(4)}\nPUK: {digits(8)}",
        f"mamá bloqueó el chip, PUK {digits(8)}",
    )
    r.add(
        "pami_password",
        f"PAMI de mamá (Liliana): usuario su CUIL {cuit('27')} / contraseña {clave()}",
        f"Mi PAMI mamá - clave nueva {clave()} (la vieja la bloqueó intentando sacar turno)",
        f"mamá pami: {clave()}",
    )
    r.add(
        "anses_clave_seguridad_social",
        f"Clave de la Seguridad Social (ANSES) de mamá: {clave()}",
        f"ANSES Lucía (para el certificado de servicios): cuil {cuit('27')} clave seg social {clave()}",
        f"clave seg. social de Matías (empleado panadería) p/ asignaciones: {clave()}",
    )
    r.add(
        "mi_argentina_password",
        f"Mi Argentina: silvi.ledesma@acme.example contraseña {clave()}",
        f"mi argentina de mamá, para la credencial de vacunas -> {clave()}",
        f"MI ARGENTINA\nusuario: cuil {cuit('27')}\nclave: {clave()}\n(la de Lucía, para el certificado de domicilio)",
    )
    r.add(
        "cuenta_dni_pin",
        f"Cuenta DNI (Provincia) de mamá: clave de ingreso {pin(6)}",
        f"la app Cuenta DNI de la panadería pide clave de 6: {pin(6)}",
        f"cta dni mamá, pin nuevo {pin(6)} (el viejo era su cumple, se lo cambié)",
    )
    r.add(
        "email_account_password",
        f"Gmail del estudio\nestudio.ledesma@acme.example\n{clave()}",
        f"mail de la ferretería (lo usan para AFIP): ferreteria.dontito@acme.example pw {clave()}",
        f"correo de mamá: liliana.q@acme.example — contraseña {clave()} (le escribí la misma en la agenda)",
    )
    r.add(
        "gmail_app_password",
        f"contraseña de aplicación de Google para que Xubio mande las facturas por mail: {groups(rnd(LOWER, 16), 4)}",
        f"app password gmail (Thunderbird del estudio)\n{rnd(LOWER, 16)}",
        f"Tango manda los recibos por mail con esta contraseña de app de gmail -> {groups(rnd(LOWER, 16), 4)}",
    )
    r.add(
        "google_backup_codes",
        f"códigos de respaldo de Google (estudio), usar de a uno:\n{digits(4)} {digits(4)}\n{digits(4)} {digits(4)}\n{digits(4)} {digits(4)}\n{digits(4)} {digits(4)}\n{digits(4)} {digits(4)}",
        f"backup codes gmail: {digits(8)}  {digits(8)}  {digits(8)}  {digits(8)}  (ya usé el primero)",
    )
    r.add(
        "totp_seed",
        f"semilla del doble factor de Xubio (por si pierdo el celu):\n{totp_seed()}",
        f"2FA gmail estudio — clave de configuración: {totp_seed()}",
        f"otpauth://totp/Xubio:silvina.estudio@acme.example?secret={rnd(BASE32, 32)}&issuer=Xubio",
    )
    r.add(
        "whatsapp_two_step_pin",
        f"WhatsApp Business del estudio: verificación en dos pasos PIN {pin(6)}",
        f"pin de 6 del whatsapp (dos pasos): {pin(6)}",
        f"whatsapp de mamá: me pide el pin de verificación en dos pasos, es {pin(6)}",
    )
    r.add(
        "afip_certificate_private_key",
        f"clave privada del certificado de factura electrónica de Lucía (WSFE, homologación no, PRODUCCIÓN):\n{pem('RSA PRIVATE KEY', 5)}",
        f"privada.key de Gómez Hnos (la generé con openssl para el web service de AFIP)\n{pem('PRIVATE KEY', 4)}",
    )
    r.add(
        "afip_certificate_p12_password",
        f"el .p12 del certificado de AFIP de la tienda tiene contraseña {clave()}",
        f"openssl pkcs12 -export -inkey lucia.key -in lucia.crt -out lucia.p12 -passout pass:{rnd(ALNUM, 14)}",
        f"certificado AFIP Gómez (gomez.pfx) -> pass del pfx: {clave()}",
    )
    r.add(
        "afip_wsaa_token_sign",
        f"Token y sign del WSAA (vence en 12 hs, lo guardo para probar el WSFE):\ntoken={b64(secrets.token_bytes(420))}\nsign={b64(secrets.token_bytes(128))}",
        f"<token>{b64(secrets.token_bytes(360))}</token>\n<sign>{b64(secrets.token_bytes(128))}</sign>\n(respuesta del loginCms de hoy, Gómez)",
    )
    r.add(
        "tiendanube_access_token",
        f"Tiendanube de Lucía, token de la app privada: {hexs(40)} (store id {digits(7, lead=True)})",
        f"Authentication: bearer {hexs(40)}\nUser-Agent: ExportVentas (estudio.ledesma@acme.example)\n-> para bajar las órdenes de tiendanube",
    )
    r.add(
        "binance_api_secret",
        f"Binance de Gómez (sólo lectura, para Bienes Personales)\nAPI Key: {rnd(ALNUM, 64)}\nSecret Key: {rnd(ALNUM, 64)}",
        f"secret de la api de binance del Tano: {rnd(ALNUM, 64)}",
        f"BINANCE_API_KEY={rnd(ALNUM, 64)}\nBINANCE_API_SECRET={rnd(ALNUM, 64)}\n(Tano, solo lectura, borrar después de la DDJJ de bienes personales)",
    )
    r.add(
        "anydesk_unattended_password",
        f"AnyDesk de la PC de la ferretería: ID {digits(3)} {digits(3)} {digits(3)} / contraseña acceso no vigilado {clave()}",
        f"para conectarme remoto a la panadería (anydesk) la clave es {clave()}",
        f"anydesk estudio -> ID {digits(10, lead=True)}, clave {clave()}",
    )
    r.add(
        "safe_combination",
        f"caja fuerte del estudio: {digits(2)}-{digits(2)}-{digits(2)} (derecha-izquierda-derecha)",
        f"combinación caja chica: {pin(6)}",
        f"la caja de seguridad del Galicia: llave en el cajón y la clave del cofre es {pin(6)}",
    )
    r.add(
        "password_manager_master_password",
        f"contraseña maestra de Bitwarden: {phrase(PASS_WORDS + [w.lower() for w in WORDS_AR], 5, '-')}",
        f"Maestra del gestor de contraseñas (KeePass del estudio.kdbx)\n{clave()}{clave()}",
    )
    r.add(
        "protected_file_password",
        f"los recibos de sueldo en zip que mando a la panadería tienen clave {clave()}",
        f"Excel 'Balance Gómez 2024.xlsx' protegido con {clave()}",
        f"pdf de la DDJJ de Ganancias de Ramírez: contraseña de apertura {digits(8)} (su DNI al revés no, le puse otra)",
    )
    r.add(
        "bitlocker_recovery_key",
        f"clave de recuperación BitLocker de la notebook del estudio:\n{bitlocker_key()}",
        f"BitLocker PC ferretería -> {bitlocker_key()}",
    )
    r.add(
        "windows_login_password",
        f"PC de la oficina: usuario Estudio, contraseña {clave()}",
        f"la compu de la ferretería arranca con {clave()} (usuario Administrador)",
        f"notebook: pin de Windows Hello {pin(6)}",
    )
    r.add(
        "cpcecaba_portal_password",
        f"Consejo Profesional (CPCECABA) autogestión: matrícula + {clave()}",
        f"consejo -> para legalizar balances online: usuario silvina.ledesma pwd {clave()}",
        f"Consejo: {clave()}",
    )
    r.add(
        "osde_portal_password",
        f"OSDE mío: {clave()}",
        f"portal obra social de mamá (PAMI no, la prepaga vieja) usuario lilianaq / {clave()}",
    )
    r.add(
        "uala_password",
        f"Ualá de Lucía (cobra ahí algunos trabajos): clave {pin(6)}",
        f"ualá estudio: mail silvina.estudio@acme.example, clave de ingreso {pin(6)}",
        f"Ualá Tito -> {pin(6)}",
    )
    r.add(
        "cloud_backup_password",
        f"Dropbox del estudio (backups de Tango): estudio.ledesma@acme.example / {clave()}",
        f"nas del estudio (nas.acme.internal), usuario backup: {clave()}",
    )
    r.add(
        "voicemail_pin",
        f"contestador del teléfono fijo del estudio: pin {pin(4)}",
        f"buzón de voz Personal -> *{pin(4)}",
        f"mamá: contestador del fijo, clave remota {pin(4)}",
    )
    r.add(
        "parking_gate_code",
        f"cochera de la calle Yatay: el teclado del portón abre con {pin(5)}",
        f"código cochera {pin(4)}, el de la noche es otro ({pin(4)})",
    )
    r.add(
        "afip_delegated_admin_password",
        f"Estudio Ledesma SRL, Administrador de Relaciones en AFIP: CUIT {cuit('30')} clave {clave()} — con esta delego a los empleados",
        f"clave fiscal de la SRL (la persona jurídica, no la mía): {clave()}",
        f"[9:12] Raúl Gómez: te paso la clave fiscal de la SRL pa la DDJJ\n[9:12] Raúl Gómez: {clave()}\n[9:13] yo: gracias, después cambiala",
    )
    r.add(
        "sistema_sueldos_password",
        f"Libro de Sueldos Digital / SICOSS: usamos la CF de la panadería pero el sistema de liquidación (Bejerman) tiene user liquidador pass {clave()}",
        f"Bejerman Sueldos\n  usuario: silvina\n  contraseña: {clave()}",
        f"sueldos panadería (Bejerman): liquidador / {clave()}",
    )
    r.add(
        "payroll_portal_session_cookie",
        f"cookie de sesión que me pidió el soporte de Xubio (válida hoy nomás): XUBIOSESSION={rnd(URLSAFE, 48)}",
        f"Cookie: JSESSIONID={hexs(32).upper()}; sid={b64(secrets.token_bytes(24))}\n(copiada del navegador para el script de descarga de comprobantes)",
        f"set-cookie de la sesión de Tiendanube de Lucía (para bajar órdenes viejas): tn_session={rnd(URLSAFE, 64)}",
    )
    return r


def lookalikes() -> Rows:
    r = Rows()

    r.add(
        "cuit_cliente",
        f"CUIT Ferretería Don Tito SA: {cuit('30')}",
        f"Gómez Hnos SRL — CUIT {cuit('30')} — resp. inscripto, cierre 31/12",
        f"facturarle a Lucía Benítez, CUIT {cuit('27')}, monotributo cat. D",
        f"el Dr Ramírez tiene dos CUIT? no, uno solo: {cuit('20')}. El otro era el de la esposa ({cuit('27')})",
    )
    r.add(
        "cuil_empleado",
        f"alta temprana panadería: empleado nuevo Matías Sosa, CUIL {cuit('20')}, ingresa el lunes",
        f"CUIL de Belén (pasante) {cuit('27')} para el seguro",
        f"cuil mamá: {cuit('27')} (lo piden en PAMI y en ANSES)",
    )
    r.add(
        "cbu_cobro",
        f"CBU del estudio para que me transfieran los honorarios: {cbu(BANKS['Galicia'])}",
        f"Datos para pago a proveedor (Distribuidora Norte): Banco Santander CBU {cbu(BANKS['Santander'])} titular Distribuidora Norte SA",
        f"la ferretería cambió de cuenta, nuevo CBU {cbu(BANKS['Macro'])} — actualizar en el Tango, proveedores",
    )
    r.add(
        "cvu_billetera",
        f"CVU de Mercado Pago de Lucía (para que le paguen los clientes): {cvu()}",
        f"CVU ualá estudio {cvu()}",
        f"Doña Rosa cobra también por CVU: {cvu()}, aparece en el resumen como transferencia recibida",
    )
    r.add(
        "cbu_alias_publico",
        f"alias del estudio: {alias()} (Galicia)",
        f"Alias para cobrar honorarios -> {alias()}  / titular Silvina Ledesma",
        f"mandale a la panadería el alias {alias()} para la seña del contador",
        f"alias MP de Lucía: {alias()}\nalias Santander de la SRL: {alias()}",
    )
    r.add(
        "factura_numero",
        f"Factura C {factura(True)} a Gómez Hnos, honorarios de octubre",
        f"FC A {factura()} de Distribuidora Norte no la registré todavía, me falta el IVA compras",
        f"la ferretería anuló la factura B {factura()} con la nota de crédito {factura()}",
        f"Facturas pendientes Lucía:\n- {factura(True)}  u$s 850\n- {factura(True)}  u$s 1.200\n- {factura(True)}  u$s 400",
    )
    r.add(
        "cae_factura_electronica",
        f"CAE {cae()} vto {secrets.randbelow(28) + 1:02d}/11/2024 — FC C {factura(True)}",
        f"el comprobante de la panadería salió con CAE: {cae()}, lo verifiqué en constatación de comprobantes y está OK",
        f"CAE nro {cae()} (Gómez, factura de exportación E)",
    )
    r.add(
        "mercadopago_public_key",
        f"Public key de producción de la tienda de Lucía (va en el front, no es secreta): {mp_public_key()}",
        f"MP Checkout Pro -> PUBLIC_KEY = {mp_public_key()}\n(el access token NO va acá, ese lo tiene el programador en el servidor)",
        f"const mp = new MercadoPago('{mp_public_key()}', {{ locale: 'es-AR' }});",
    )
    r.add(
        "mercadopago_test_public_key",
        f"clave pública de prueba MP: {mp_public_key('TEST')}",
        f"sandbox tienda almacén\npublic_key: {mp_public_key('TEST')}\n(la de test, sirve sólo con las tarjetas de prueba)",
    )
    r.add(
        "mercadopago_payment_id",
        f"pago de la clienta de Lucía, ID de operación MP {digits(11, lead=True)}, $ 45.300, acreditado",
        f"reclamo MP: operación #{digits(11, lead=True)} figura como 'en mediación'",
        f"payment_id={digits(11, lead=True)}&status=approved&external_reference=PED-{digits(5)}",
    )
    r.add(
        "mercadopago_merchant_order",
        f"merchant_order {digits(11, lead=True)} (Almacén Doña Rosa) quedó cerrada, cuadra con la factura",
        f"orden MP nro {digits(11, lead=True)} / preferencia {digits(9, lead=True)}-{uid()}",
        f"GET /merchant_orders/{digits(11, lead=True)} devuelve status closed, order_status paid",
    )
    r.add(
        "correo_argentino_tracking",
        f"mandé los originales del balance a Gómez por Correo Argentino, seguimiento {correo_tracking()}",
        f"carta documento a la inquilina de Ramírez: CD {digits(9, lead=True)} AR, número de envío {correo_tracking()}",
        f"correo arg. código de seguimiento: {correo_tracking()} (llega el jueves)",
    )
    r.add(
        "andreani_tracking",
        f"Andreani nro de envío {andreani_tracking()} — certificado de firma digital del token",
        f"el pedido de talonarios de la panadería viaja por andreani: {andreani_tracking()}",
        f"Andreani: {andreani_tracking()} entregado, firmó el portero",
    )
    r.add(
        "oca_envio_numero",
        f"OCA: orden de retiro {digits(10, lead=True)}, nro de envío {digits(19)}",
        f"envío OCA a Rosario (cliente nuevo) {digits(19)}",
    )
    r.add(
        "dni_enmascarado",
        f"DNI mamá {dni_masked()} (el completo está en la carpeta de PAMI)",
        f"en el recibo sale el DNI como {dni_masked()}, está bien así",
        f"titular: Lucía Benítez, DNI {dni_masked()}",
    )
    r.add(
        "matricula_profesional",
        f"mi matrícula CPCECABA: T° {secrets.randbelow(400) + 100} F° {secrets.randbelow(250) + 1}",
        f"legalización del balance de Gómez: firma Cra. Silvina Ledesma, Tomo {secrets.randbelow(400) + 100} Folio {secrets.randbelow(250) + 1}, oblea {digits(8, lead=True)}",
        f"matrícula del martillero que tasó el inmueble de Ramírez: {digits(4, lead=True)} (Colegio de Martilleros)",
    )
    r.add(
        "clave_fiscal_blanqueo_aviso",
        "Doña Rosa bloqueó la clave fiscal otra vez, hay que ir a la agencia con el DNI a blanquearla. Turno el martes 10 hs",
        "blanqueé la clave fiscal de Tito por la app Mi AFIP con reconocimiento facial; la nueva se la anotó él, yo no la tengo",
        "Recordatorio: la clave fiscal de Marta vence el 15, el sistema le va a pedir cambiarla. Avisarle que NO me la mande por mail",
    )
    r.add(
        "token_reemplazado_aviso",
        "Lucía regeneró el access token de MP porque el programador anterior lo tenía. El nuevo lo cargó él en el servidor, no está acá",
        "cambié las credenciales de producción de la tienda (MP). Las viejas quedaron revocadas desde el 3/9",
        f"token Galicia: se reemplazó el dispositivo, el viejo (serie {rnd(UPPER + DIGITS, 10)}) quedó dado de baja",
    )
    r.add(
        "clave_fiscal_nivel",
        "Clave fiscal nivel 3 de Marta: ya está, la validó con el DNI en la app",
        "para adherir al domicilio fiscal electrónico alcanza con nivel 2, pero para delegar servicios necesita nivel 3",
        "Nivel de seguridad clave fiscal:\n- Tito: 3\n- Lucía: 3\n- Doña Rosa: 2 (subirla!)\n- Ramírez: 4 (tiene token)",
    )
    r.add(
        "politica_contrasenas",
        "Santander obliga a cambiar la clave cada 90 días y no deja repetir las últimas 5",
        "clave de ARBA: mínimo 8, una mayúscula y un número. La de AGIP igual pero 10",
        "el PIN del token Galicia es de 4 dígitos y se bloquea al tercer error; para desbloquear hay que llamar al 0810",
    )
    r.add(
        "referencia_secreto_guardado",
        "las claves fiscales de todos los clientes están en el Bitwarden, carpeta 'AFIP clientes'. NO anotarlas acá",
        "el código de la alarma lo tiene Belén y está en el sobre cerrado dentro de la caja fuerte",
        "password del wifi: mirá la etiqueta pegada abajo del router, la dejé ahí",
        "la clave de Tango la sabe el técnico de Axoft (Germán, int. 214), pedírsela a él si hace falta",
    )
    r.add(
        "variable_entorno_nombre",
        "en el servidor de la tienda las credenciales van en MP_ACCESS_TOKEN y MP_PUBLIC_KEY (.env), el programador las carga, yo no las toco",
        "export MP_ACCESS_TOKEN=$(cat /run/secrets/mp_token)   <- así lo dejó el chico, el token está en el archivo del server",
        "config del script de facturación: AFIP_CERT_PATH=/srv/afip/lucia.crt AFIP_KEY_PATH=/srv/afip/lucia.key (los archivos no los copio acá)",
    )
    r.add(
        "token_placeholder_documentacion",
        "según la doc de MP el header es Authorization: Bearer ACCESS_TOKEN, reemplazando por el de la cuenta",
        "ejemplo del manual: APP_USR-xxxxxxxxxxxxxxxx-xxxxxx-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx-xxxxxxxxx (no es un token, es el formato)",
        "curl -X GET 'https://api.acme.example/v1/payments/{id}' -H 'Authorization: Bearer <TU_ACCESS_TOKEN>'",
    )
    r.add(
        "vep_numero",
        f"VEP de autónomos de Ramírez nro {digits(12, lead=True)}, pagar antes del 13 por home banking",
        f"generé el VEP {digits(12, lead=True)} (F.931 panadería, $ 1.284.500), vence hoy 23:59",
        f"VEP monotributo Marta (nov): {digits(12, lead=True)} — lo paga ella con Mercado Pago, no tocar",
    )
    r.add(
        "afip_acuse_transaccion",
        f"DDJJ IVA octubre Gómez presentada, nro de transacción {digits(11, lead=True)}",
        f"acuse F.2051 Ganancias Ramírez: verificador {digits(9, lead=True)}, transacción {digits(11, lead=True)}",
        f"F.931 panadería: Nº de verificación {digits(8, lead=True)} — guardado en la carpeta compartida",
    )
    r.add(
        "iibb_inscripcion",
        f"IIBB Convenio Multilateral Gómez Hnos: {pick('901', '902')}-{digits(6, lead=True)}-{digits(1)}",
        f"nro inscripción IIBB (CABA, local) ferretería: {digits(7, lead=True)}-{digits(2)}",
        f"CM05 de Gómez, inscripción {pick('901', '902')}-{digits(6, lead=True)}-{digits(1)}, coeficiente unificado 0,6231",
    )
    r.add(
        "codigo_postal_cpa",
        f"domicilio fiscal nuevo de Lucía: Av. Corrientes 3{digits(3)}, 4° B, {cpa()} CABA",
        f"CPA estudio: {cpa()}",
        f"mandar a Doña Rosa: Calle 14 nro {digits(3, lead=True)}, {cpa()}, La Plata",
    )
    r.add(
        "patente_vehiculo",
        f"auto de Ramírez para Bienes Personales: Toyota Etios, dominio {patente()}, valuación AFIP $ 9.800.000",
        f"la camioneta de la ferretería es {patente()} (patente), el seguro vence en diciembre",
        f"ARBA automotor — dominio {patente()}, pagar cuota 5",
    )
    r.add(
        "telefono_contacto",
        f"Tito cel {cel()} (mejor whatsapp, no atiende)",
        f"mesa de ayuda Xubio 0800-{digits(3, lead=True)}-{digits(4)} / soporte Axoft {cel()}",
        f"mamá {cel()}  •  encargado del edificio {cel()}",
    )
    r.add(
        "red_ip_equipos",
        f"impresora del estudio: 192.168.1.{secrets.randbelow(200) + 20}, el NAS es nas.acme.internal ({'10.0.0.' + str(secrets.randbelow(200) + 2)})",
        f"servidor Tango de la ferretería: srv-tango.acme.internal, IP fija 10.10.{secrets.randbelow(10)}.{secrets.randbelow(250) + 2}, puerto 1433",
        f"reloj fichador de la panadería: 192.168.0.{secrets.randbelow(200) + 20}, puerto 4370, serie {rnd(UPPER + DIGITS, 13)}",
    )
    r.add(
        "router_mac_serie",
        f"modem Telecentro del estudio: MAC {mac(':', True)}, nro de serie {rnd(UPPER + DIGITS, 12)}",
        f"router nuevo (TP-Link) MAC {mac('-', True)} — lo pidió el técnico para registrarlo",
    )
    r.add(
        "wifi_red_nombre",
        "la red de invitados se llama Estudio_Invitados, la otra (ACME-Estudio-5G) es sólo para las PCs",
        "el wifi de mamá se llama Telecentro-" + rnd(UPPER + DIGITS, 4) + ", la clave no la anoto acá",
        "se cambió la contraseña del wifi del estudio el lunes (la tiene Belén); la red sigue siendo ACME-Estudio-5G",
    )
    r.add(
        "codigo_actividad_afip",
        "actividad AFIP Lucía: 741000 (diseño) y 620100 secundaria. Nomenclador NAES",
        "Gómez: código de actividad 475300, IIBB 475300 también",
        "Monotributo Marta: categoría E, actividad 960201, código de impuesto 20 (integrado)",
    )
    r.add(
        "pami_numero_afiliado",
        f"PAMI mamá: nro de beneficio {digits(12, lead=True)}/{digits(2)}, médico de cabecera Dr. Ruiz",
        f"afiliada PAMI {digits(14, lead=True)} (lo pide la farmacia para las recetas)",
    )
    r.add(
        "abl_partida",
        f"ABL de la oficina: partida {digits(7, lead=True)}, dígito verificador {digits(1)}",
        f"Ramírez tiene 2 partidas de ABL: {digits(7, lead=True)} (consultorio) y {digits(7, lead=True)} (depto)",
    )
    r.add(
        "servicio_numero_cliente",
        f"Edesur estudio, nro de cliente {digits(8, lead=True)}",
        f"Metrogas panadería — cuenta {digits(10, lead=True)}, ojo que la factura viene a nombre del dueño anterior",
        f"AySA Doña Rosa: nro de cuenta {digits(9, lead=True)}",
    )
    r.add(
        "sube_tarjeta_numero",
        f"SUBE de mamá: {groups(luhn('6061268'), 4)} (registrada a su nombre, tarifa social)",
        f"tarjeta sube de Belén {groups(luhn('6061267'), 4)}, para reintegrarle los viajes",
    )
    r.add(
        "ticket_soporte",
        f"ticket Xubio #{digits(6, lead=True)}: no deja emitir FC E con moneda USD",
        f"Axoft caso nro TG-{digits(7, lead=True)} (error al cerrar el ejercicio de la ferretería)",
        f"reclamo Galicia nro {digits(9, lead=True)}, me dicen 72 hs",
    )
    r.add(
        "cupon_descuento",
        f"cupón para la renovación de Xubio: XUBIO-{rnd(UPPER + DIGITS, 6)} (20% off anual)",
        f"código de descuento del curso de actualización del Consejo: {rnd(UPPER, 4)}{digits(2)}",
    )
    r.add(
        "version_software",
        f"Tango Gestión versión {secrets.randbelow(5) + 20}.01.000.{digits(4, lead=True)} en la ferretería, actualizar al 24",
        f"SIAP v{secrets.randbelow(5) + 3}.{secrets.randbelow(10)} release {secrets.randbelow(9) + 1}, aplicativo SICOSS versión 44 r{secrets.randbelow(9) + 1}",
        f"la app de Mi AFIP del celu quedó en la {secrets.randbelow(5) + 3}.{secrets.randbelow(20)}.{secrets.randbelow(10)} build {digits(5, lead=True)}",
    )
    r.add(
        "certificado_afip_huella",
        f"certificado WSFE de Lucía, alias 'tienda-lucia', huella SHA1 {sha1_fp()}, vence 2026",
        f"huella digital del certificado de Gómez (la que muestra AFIP en Administración de Certificados Digitales):\n{sha1_fp()}",
        f"fingerprint SHA-256 del cert de la tienda: {hexs(64).upper()}",
    )
    r.add(
        "certificado_afip_publico",
        f"pedido.csr de la tienda (esto sí se sube a AFIP, es el público):\n{pem('CERTIFICATE REQUEST', 4)}",
        f"el .crt que devolvió AFIP para Gómez (certificado, no la clave):\n{pem('CERTIFICATE', 5)}",
    )
    r.add(
        "backup_hash",
        f"backup Tango ferretería 31/10: DON_TITO_20241031.bak, sha256 {hexs(64)}",
        f"md5 del zip de balances que mandé a Gómez: {hexs(32)} (para que chequee que llegó entero)",
    )
    r.add(
        "solicitud_id_uuid",
        f"MP me pidió el X-Request-Id del error: {uid()}",
        f"id de la preferencia de pago (checkout) del almacén: {digits(9, lead=True)}-{uid()}",
        f"external_reference que usa la tienda para cada pedido: {uid()}",
    )
    r.add(
        "turno_codigo",
        f"turno AFIP agencia 8, martes 9:30, código de turno {rnd(UPPER + DIGITS, 8)}",
        f"ANSES turno para mamá: nro {digits(7, lead=True)}, UDAI Almagro",
    )
    r.add(
        "expediente_numero",
        f"expediente de la inspección de Gómez: EX-2024-{digits(8, lead=True)}- -APN-DI#AFIP",
        f"reclamo ARBA nro {digits(7, lead=True)}/{pick('23', '24')}, Ramírez multa por IIBB",
    )
    r.add(
        "legajo_empleado",
        f"panadería — legajo {digits(3, lead=True)} Matías Sosa, legajo {digits(3, lead=True)} Carla Ruiz (media jornada)",
        f"recibo de sueldo legajo nº {digits(4, lead=True)}, convenio 150/91 panaderos",
    )
    r.add(
        "iban_cliente_exterior",
        f"Lucía factura a un cliente de España que le paga a su cuenta afuera; IBAN del cliente que figura en su orden de pago: {iban('ES', digits(20))}",
        f"datos de la factura E de Lucía: beneficiario en el exterior, IBAN {iban('DE', digits(18))}",
    )
    r.add(
        "tarjeta_ultimos_digitos",
        f"el débito automático de Xubio va a la Visa terminada en {digits(4)}",
        f"resumen Master Gómez (**** **** **** {digits(4)}) cierre 24/10, vence 05/11",
        f"mamá perdió la naranja que termina en {digits(4)}, ya la denunciamos",
    )
    r.add(
        "transferencia_comprobante",
        f"transferencia de honorarios Ramírez, nro de operación {digits(10, lead=True)}, código de comprobante {rnd(UPPER + DIGITS, 10)}",
        f"comprobante transferencia Galicia -> Santander: Nº {digits(9, lead=True)} del {secrets.randbelow(28) + 1:02d}/10",
        f"Coelsa ID de la transferencia de Tito: {rnd(UPPER + DIGITS, 22)}",
    )
    r.add(
        "codigo_barras_boleta",
        f"boleta de ABL para Pago Fácil, código de barras {digits(44, lead=True)}",
        f"código de pago electrónico (link) de ARBA inmobiliario: {digits(19, lead=True)}",
    )
    r.add(
        "alarma_abonado_numero",
        f"empresa de alarma: abonado nº {digits(4, lead=True)}, central {cel()} — si suena solos, llamar y dar el nombre",
        f"monitoreo oficina: nro de cliente {digits(5, lead=True)} (Prosegur no, la otra), contrato hasta 2025",
    )
    r.add(
        "pin_mencion_sin_valor",
        "el PIN del celu de mamá tiene 4 dígitos y se lo olvida siempre; la semana que viene le pongo huella",
        "Galicia: me bloquearon el PIN del token por 3 intentos, fui a la sucursal y lo resetearon. Todo OK",
        "código del portero: lo cambian el 1° de cada mes, preguntarle al encargado",
    )
    r.add(
        "commit_script_sobrino",
        f"el sobrino subió el script de descarga de comprobantes al repo, commit {hexs(40)} (versión que anda con WSFE)",
        f"versión del script de facturación que quedó en el server: {hexs(7)} (tag v1.{secrets.randbelow(9)}.{secrets.randbelow(9)})",
    )
    r.add(
        "punto_venta_numero",
        f"Lucía usa punto de venta {secrets.randbelow(9) + 2:05d} para web service y {secrets.randbelow(9) + 11:05d} para el talonario en línea",
        "ferretería: PV 0003 (controlador fiscal Epson) y PV 0005 (web service desde Tango)",
    )
    return r


def main() -> None:
    write_corpora("make_heldout112.py", [
        ("heldout112_credentials.yaml", credentials(), "batch 112 (a self-employed accountant in Buenos Aires, Argentine Spanish), written blind; every value synthetic"),
        ("heldout112_lookalikes.yaml", lookalikes(), "batch 112 look-alikes: CUIT/CUIL, CBU/CVU and aliases, invoices and CAEs, Mercado Pago public keys and ids, trackings, notes about claves without them, written blind"),
    ])


if __name__ == "__main__":
    main()
